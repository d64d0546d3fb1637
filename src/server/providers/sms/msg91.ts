import type { OtpMessage, SmsProvider, TextMessage } from './types';
import { SmsDeliveryError } from './types';

export interface Msg91Settings {
  authKey: string;
  templateId: string;
  /** The DLT-approved transactional template of booking messages (variables reference, date, link). */
  noticeTemplateId?: string;
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
    await accepted(response);
  }

  /**
   * MSG91's Flow API (v5): `POST /api/v5/flow` with the transactional template; the template's variables
   * receive the booking reference, its date and the details link (DLT fixes the rest of the wording).
   */
  async sendText(message: TextMessage): Promise<{ id: string }> {
    if (!this.settings.noticeTemplateId) {
      throw new SmsDeliveryError('MSG91_NOTICE_TEMPLATE_ID is not set, so booking messages cannot be sent');
    }
    let response: Response;
    try {
      response = await fetch(new URL('/api/v5/flow', this.settings.baseUrl), {
        method: 'POST',
        headers: {
          authkey: this.settings.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: this.settings.noticeTemplateId,
          short_url: '0',
          recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...message.fields }],
        }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError('MSG91 could not be reached', { cause: error });
    }
    const body = await accepted(response);
    return { id: body.message ?? 'msg91' };
  }
}

/** MSG91's answer, or SmsDeliveryError when it did not accept the message. */
async function accepted(response: Response): Promise<{ type?: string; message?: string }> {
  const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
  if (!response.ok || body.type !== 'success') {
    // A 5xx is MSG91 failing, worth another try; a 4xx or its own "error" answer refuses this message for good.
    throw new SmsDeliveryError(
      `MSG91 refused the message (${response.status}): ${body.message ?? 'no reason given'}`,
      { refused: response.status < 500 },
    );
  }
  return body;
}
