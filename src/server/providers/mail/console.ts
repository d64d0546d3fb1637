import type { Logger } from 'pino';
import type { MailMessage, MailProvider } from './types';

/** One message as the development outbox shows it. */
export interface OutboxMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

const OUTBOX_SIZE = 100;

/** Development mail: keeps the latest messages for GET /api/dev/mail-outbox and logs that one was sent. */
export class ConsoleMail implements MailProvider {
  readonly name = 'console' as const;
  private readonly messages: OutboxMail[] = [];

  constructor(
    private readonly from: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<{ id: string }> {
    const id = `console-${crypto.randomUUID()}`;
    this.messages.unshift({ ...message, id, from: this.from, sentAt: this.now().toISOString() });
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
    // The address and the body stay out of the log (they are personal); the outbox has them.
    this.logger.info({ mailId: id, tag: message.tag }, 'email (console) kept in the outbox');
    return { id };
  }

  /** The messages sent so far, newest first. */
  outbox(): OutboxMail[] {
    return [...this.messages];
  }
}
