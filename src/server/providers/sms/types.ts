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

/** A transactional line to a guest's phone (a booking confirmed, a reminder). */
export interface TextMessage {
  /** E.164, such as +919812345678. */
  to: string;
  /** The line as the guest reads it. */
  text: string;
  /** What the message is, for logs and the outbox: "guest-booking_confirmed". */
  tag: string;
  /** The variables of a gateway's approved template: the booking reference, its date and the details link. */
  fields: { reference: string; date: string; link: string };
}

/** Sends sign-in codes and booking messages by SMS; one implementation per gateway, chosen by SMS_PROVIDER. */
export interface SmsProvider {
  readonly name: 'console' | 'msg91';
  /** Resolves once the gateway has accepted the message; rejects with SmsDeliveryError otherwise. */
  sendOtp(message: OtpMessage): Promise<void>;
  /** Resolves with the gateway's id once it has accepted the message; rejects with SmsDeliveryError otherwise. */
  sendText(message: TextMessage): Promise<{ id: string }>;
}

/** The gateway refused or could not be reached; the guest is told to try again. */
export class SmsDeliveryError extends Error {
  /** The gateway refused the message for good (a 4xx, or its own "error" answer): trying again would not help. */
  readonly refused: boolean;

  constructor(message: string, options?: { cause?: unknown; refused?: boolean }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
    this.refused = options?.refused ?? false;
  }
}

/** The wording of every sign-in SMS. */
export function otpText(otp: string, validForMinutes: number): string {
  return `${otp} is your Supar Palace sign-in code. It is valid for ${validForMinutes} minutes. Do not share it with anyone.`;
}
