import type { Logger } from 'pino';
import type { Env } from '../../env';
import { ConsoleSms } from './console';
import { Msg91Sms } from './msg91';
import type { SmsProvider } from './types';

export { ConsoleSms, type OutboxMessage } from './console';
export { Msg91Sms } from './msg91';
export { type OtpMessage, otpText, SmsDeliveryError, type SmsProvider, type TextMessage } from './types';

/** The SMS gateway the settings name (the one place that chooses it). */
export function smsProviderFor(env: Env, logger: Logger, now?: () => Date): SmsProvider {
  if (env.SMS_PROVIDER === 'msg91') {
    return new Msg91Sms({
      authKey: env.MSG91_AUTH_KEY!,
      templateId: env.MSG91_TEMPLATE_ID!,
      noticeTemplateId: env.MSG91_NOTICE_TEMPLATE_ID,
      baseUrl: env.MSG91_BASE_URL,
    });
  }
  return new ConsoleSms(logger, now);
}
