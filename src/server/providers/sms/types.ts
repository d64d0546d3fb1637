/** A one-time code on its way to a guest's phone. */
export interface OtpMessage {
  /** E.164, such as +919812345678. */
  to: string;
  otp: string;
  /** The text as the guest reads it. */
  text: string;
  /** Minutes the code stays valid. */
  validForMinutes: number;
}

/** Sends sign-in codes by SMS; one implementation per gateway, chosen by SMS_PROVIDER. */
export interface SmsProvider {
  readonly name: 'console' | 'msg91';
  /** Resolves once the gateway has accepted the message; rejects with SmsDeliveryError otherwise. */
  sendOtp(message: OtpMessage): Promise<void>;
}

/** The gateway refused or could not be reached; the guest is told to try again. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

/** The wording of every sign-in SMS. */
export function otpText(otp: string, validForMinutes: number): string {
  return `${otp} is your Supar Palace sign-in code. It is valid for ${validForMinutes} minutes. Do not share it with anyone.`;
}
