import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmailSender, type EmailMessage, type SqlTransaction } from './email.port';
import { SmsSender, type SmsMessage, type SmsReceipt } from './sms.port';

/** What a kept copy of a sent SMS shows instead of its one-time code. */
export const REDACTED_CODE = '••••';

const redact = (text: string, secret: string | undefined): string =>
  secret ? text.split(secret).join(REDACTED_CODE) : text;

/**
 * Stores the SMS instead of sending it: what a real gateway would have delivered, readable by staff.
 * Storing it is this gateway's "sent", so the one-time code is redacted on the way in: no code is
 * ever at rest. The development sign-in reads fresh codes from memory instead
 * (src/people/otp/dev-otp-codes.ts, only with DEV_SIGN_IN).
 */
@Injectable()
export class OutboxSmsSender extends SmsSender {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    await this.dataSource.query(`INSERT INTO outbox_sms (to_number, body, purpose, language) VALUES ($1, $2, $3, $4)`, [
      message.to,
      redact(message.body, message.secret),
      message.purpose,
      message.language,
    ]);
    return {};
  }
}

@Injectable()
export class OutboxEmailSender extends EmailSender {
  override readonly inCallersTransaction = true;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async send(message: EmailMessage, within?: SqlTransaction): Promise<void> {
    await (within ?? this.dataSource).query(
      `INSERT INTO outbox_email (to_address, subject, body, html, purpose) VALUES ($1, $2, $3, $4, $5)`,
      [message.to, message.subject, redact(message.body, message.secret), message.html ?? null, message.purpose],
    );
  }

  /** One statement for all, instead of a round trip each. */
  override async sendMany(messages: readonly EmailMessage[], within?: SqlTransaction): Promise<void> {
    if (messages.length === 0) return;
    await (within ?? this.dataSource).query(
      `INSERT INTO outbox_email (to_address, subject, body, html, purpose)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])`,
      [
        messages.map((m) => m.to),
        messages.map((m) => m.subject),
        messages.map((m) => redact(m.body, m.secret)),
        messages.map((m) => m.html ?? null),
        messages.map((m) => m.purpose),
      ],
    );
  }
}
