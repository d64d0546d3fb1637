/** A file sent with a message (a calendar invitation, say). */
export interface MailAttachment {
  filename: string;
  /** The file's text, or its bytes in base64 when `encoding` says so (a PDF). */
  content: string;
  encoding?: 'base64';
  contentType: string;
}

/** One email on its way: always a plain-text part, an HTML part when there is one. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * A marketing message's unsubscribe link, sent as its List-Unsubscribe header too (RFC 2369), with
   * List-Unsubscribe-Post for a mail client's one-click unsubscribe (RFC 8058; Gmail and Yahoo ask bulk senders).
   */
  unsubscribe?: string;
  /** What the message is, for logs and the outbox (never the address): "referral-invite", "hall-request". */
  tag: string;
}

/** Sends email; one implementation per transport, chosen by MAIL_PROVIDER. */
export interface MailProvider {
  readonly name: 'console' | 'smtp';
  /** Resolves with the transport's message id once it has accepted the message; rejects otherwise. */
  send(message: MailMessage): Promise<{ id: string }>;
}

/** The transport refused or could not be reached. */
export class MailDeliveryError extends Error {
  /** The server refused the message for good (an SMTP 5xx): trying again would only be refused again. */
  readonly refused: boolean;

  constructor(message: string, options?: { cause?: unknown; refused?: boolean }) {
    super(message, options);
    this.name = 'MailDeliveryError';
    this.refused = options?.refused ?? false;
  }
}
