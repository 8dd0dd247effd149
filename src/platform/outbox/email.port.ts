export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text part: every message has one. */
  body: string;
  /** An HTML alternative of the same content (the payment receipt), sent beside the text. */
  html?: string;
  purpose: string;
  /** A one-time code inside the message: whatever keeps a copy of a sent e-mail keeps it redacted. */
  secret?: string;
}

/** The e-mail port (DESIGN §8). Local default: the outbox_email table; SMTP (smtp-email.sender.ts) when SMTP_URL is set. */
export abstract class EmailSender {
  abstract send(message: EmailMessage): Promise<void>;
}
