import type { Logger } from 'pino';
import type { Env } from '../../env';
import { ConsoleMail } from './console';
import { SmtpMail } from './smtp';
import type { MailProvider } from './types';

export { ConsoleMail, type OutboxMail } from './console';
export { SmtpMail } from './smtp';
export { type MailAttachment, MailDeliveryError, type MailMessage, type MailProvider } from './types';

/** The mail transport the settings name (the one place that chooses it). */
export function mailProviderFor(env: Env, logger: Logger, now?: () => Date): MailProvider {
  if (env.MAIL_PROVIDER === 'smtp') return new SmtpMail(env.SMTP_URL!, env.MAIL_FROM);
  return new ConsoleMail(env.MAIL_FROM, logger, now);
}
