import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmailSender, type EmailMessage } from './email.port';
import { SmsSender, type SmsMessage } from './sms.port';

/** Stores the SMS instead of sending it: what a real gateway would have delivered, readable by staff and tests. */
@Injectable()
export class OutboxSmsSender extends SmsSender {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    await this.dataSource.query(`INSERT INTO outbox_sms (to_number, body, purpose, language) VALUES ($1, $2, $3, $4)`, [
      message.to,
      message.body,
      message.purpose,
      message.language,
    ]);
  }
}

@Injectable()
export class OutboxEmailSender extends EmailSender {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async send(message: EmailMessage): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO outbox_email (to_address, subject, body, purpose) VALUES ($1, $2, $3, $4)`,
      [message.to, message.subject, message.body, message.purpose],
    );
  }
}
