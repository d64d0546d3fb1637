import nodemailer from 'nodemailer';
import { MailDeliveryError, type MailMessage, type MailProvider } from './types';

/** Real email through an SMTP server (`SMTP_URL`, such as smtps://user:pass@smtp.example.com:465). */
export class SmtpMail implements MailProvider {
  readonly name = 'smtp' as const;
  private readonly transport: nodemailer.Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<{ id: string }> {
    try {
      const info = await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        headers: {
          'X-Palace-Tag': message.tag,
          // RFC 8058: the link takes a POST of `List-Unsubscribe=One-Click` and unsubscribes without a page.
          ...(message.unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
        },
        ...(message.unsubscribe ? { list: { unsubscribe: message.unsubscribe } } : {}),
      });
      return { id: info.messageId };
    } catch (error) {
      const { responseCode, response } = error as { responseCode?: number; response?: string };
      // RFC 5321 §4.2.1: a 5yz reply is a permanent refusal; 4yz (and no reply at all) may succeed later.
      if (responseCode !== undefined && responseCode >= 500 && responseCode < 600) {
        throw new MailDeliveryError(`The mail server refused the message: ${response || responseCode}`, {
          cause: error,
          refused: true,
        });
      }
      throw new MailDeliveryError('The mail server did not accept the message.', { cause: error });
    }
  }
}
