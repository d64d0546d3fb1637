import type { Logger } from 'pino';
import { MailDeliveryError, type MailMessage, type MailProvider } from './types';

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
  /** Addresses whose next message is refused for good, as a mailbox that does not exist is (a demo's test hook). */
  private readonly refuseNext = new Set<string>();

  constructor(
    private readonly from: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<{ id: string }> {
    if (this.refuseNext.delete(message.to.toLowerCase())) {
      throw new MailDeliveryError(
        'The mail server refused the message: 550 5.1.1 mailbox unavailable (a refusal asked for in the demo).',
        { refused: true },
      );
    }
    const id = `console-${crypto.randomUUID()}`;
    this.messages.unshift({ ...message, id, from: this.from, sentAt: this.now().toISOString() });
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
    // The address and the body stay out of the log (they are personal); the outbox has them.
    this.logger.info({ mailId: id, tag: message.tag }, 'email (console) kept in the outbox');
    return { id };
  }

  /** Refuses the next message to this address once: how a demo (and its tests) shows a failed email. */
  refuseNextTo(address: string): void {
    this.refuseNext.add(address.toLowerCase());
  }

  /** The messages sent so far, newest first. */
  outbox(): OutboxMail[] {
    return [...this.messages];
  }
}
