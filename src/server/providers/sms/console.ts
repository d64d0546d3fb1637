import type { Logger } from 'pino';
import { maskPhone } from '../../../lib/phone';
import type { OtpMessage, SmsProvider } from './types';

/** One message as the development outbox shows it. */
export interface OutboxMessage {
  to: string;
  text: string;
  otp: string;
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

  /** The messages sent so far, newest first. */
  outbox(): OutboxMessage[] {
    return [...this.messages];
  }
}
