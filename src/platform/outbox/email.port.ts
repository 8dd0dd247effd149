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

/** A transaction a caller holds (a TypeORM QueryRunner or EntityManager): what a local sender writes in. */
export interface SqlTransaction {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** The e-mail port (DESIGN §8). Local default: the outbox_email table; SMTP (smtp-email.sender.ts) when SMTP_URL is set. */
export abstract class EmailSender {
  /**
   * Whether `send(message, within)` writes in the caller's transaction, so a rollback takes the
   * message back (the outbox): a caller may then send many messages in one transaction and, when it
   * fails, send them again. A sender that talks to a server cannot take a message back.
   */
  readonly inCallersTransaction: boolean = false;

  /**
   * `within`: the caller's open transaction. A sender that stores the message in the database (the
   * outbox) writes it there, so the message commits with the caller's work and the caller, holding one
   * pooled connection already, never waits for a second (jobs that each held one and waited for
   * another could take the whole pool and wait on each other for ever). A sender that talks to a
   * server (SMTP) ignores it.
   */
  abstract send(message: EmailMessage, within?: SqlTransaction): Promise<void>;

  /** Several messages, as `send` each in turn; the outbox stores them all in one statement. */
  async sendMany(messages: readonly EmailMessage[], within?: SqlTransaction): Promise<void> {
    for (const message of messages) await this.send(message, within);
  }
}
