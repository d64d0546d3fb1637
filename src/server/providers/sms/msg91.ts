import type { OtpMessage, SmsProvider } from './types';
import { SmsDeliveryError } from './types';

export interface Msg91Settings {
  authKey: string;
  templateId: string;
  /** https://control.msg91.com, or a local stand-in in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's SendOTP API (v5): `POST /api/v5/otp?template_id&mobile&otp&otp_expiry` with the `authkey`
 * header. We pass our own code, so verification stays in our database; MSG91's DLT-approved template
 * carries the text (its ##OTP## variable receives the code).
 */
export class Msg91Sms implements SmsProvider {
  readonly name = 'msg91' as const;

  constructor(private readonly settings: Msg91Settings) {}

  async sendOtp(message: OtpMessage): Promise<void> {
    const url = new URL('/api/v5/otp', this.settings.baseUrl);
    url.searchParams.set('template_id', this.settings.templateId);
    url.searchParams.set('mobile', message.to.replace(/^\+/, ''));
    url.searchParams.set('otp', message.otp);
    url.searchParams.set('otp_expiry', String(message.validForMinutes));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authkey: this.settings.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ otp: message.otp }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError('MSG91 could not be reached', { cause: error });
    }
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || body.type !== 'success') {
      throw new SmsDeliveryError(
        `MSG91 refused the message (${response.status}): ${body.message ?? 'no reason given'}`,
      );
    }
  }
}
