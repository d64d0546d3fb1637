import type { Logger } from 'pino';
import { maskPhone } from '~/lib/phone';
import type { OtpMessage, SmsProvider, TextMessage } from './types';

/** One message as the development outbox shows it. */
export interface OutboxMessage {
  to: string;
  text: string;
  /** The sign-in code, for a sign-in SMS. */
  otp?: string;
  /** What a booking message is ("guest-booking_confirmed"); sign-in codes have none. */
  tag?: string;
  sentAt: string;
}

const OUTBOX_SIZE = 100;

/** Development SMS: logs each code and keeps the latest messages for GET /api/dev/sms-outbox. */
export class ConsoleSms implements SmsProvider {
  readonly name = 'console' as const;
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sendOtp(message: OtpMessage): Promise<void> {
    this.messages.unshift({
      to: message.to,
      text: message.text,
      otp: message.otp,
      sentAt: this.now().toISOString(),
    });
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
    // The demo's delivery channel: the text (and so the code) is logged, the number only masked.
    const to = maskPhone(message.to);
    this.logger.info({ to }, `SMS (console) to ${to}: ${message.text}`);
  }

  async sendText(message: TextMessage): Promise<{ id: string }> {
    this.messages.unshift({
      to: message.to,
      text: message.text,
      tag: message.tag,
      sentAt: this.now().toISOString(),
    });
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
    // A booking line carries the guest's reference and link, not a secret; the number stays masked.
    this.logger.info({ to: maskPhone(message.to), tag: message.tag }, 'SMS (console) kept in the outbox');
    return { id: `console-${crypto.randomUUID()}` };
  }

  /** The messages sent so far, newest first. */
  outbox(): OutboxMessage[] {
    return [...this.messages];
  }
}
