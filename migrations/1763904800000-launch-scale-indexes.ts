import type { MigrationInterface, QueryRunner } from 'typeorm';

// The tables that grow with people and with time had no index for some of the ways the server
// reads them, which our benchmarks (many orders, few people) never showed. Deleting one's account
// erases the person in one transaction, and downloading one's personal data reads the same rows:
// both looked for the person's sign-in identities by user, their chat lines by sender, the e-mails
// and SMS sent to them by address or number, and the notification e-mail records by recipient or
// address, each reading the whole table (about 0.3 s for each of outbox_email and
// notification_emails at a million rows, 0.15 s for chat_messages, 60 ms for the SMS delivery
// records), while the person's row stayed locked. The operators' dashboard and alert lists sorted
// every timer and payment alert for the newest few, and each order's detail read every robot failure
// for its own. These indexes serve those lookups; each costs one more index entry when an e-mail,
// SMS, chat line, notification e-mail record or alert is written, and none is on the order path.
const INDEXES: ReadonlyArray<[name: string, definition: string]> = [
  ['user_identities_user', 'user_identities (user_id)'],
  ['chat_messages_sender', 'chat_messages (sender_id)'],
  ['outbox_email_to_address', 'outbox_email (lower(to_address))'],
  ['outbox_sms_to_number', 'outbox_sms (to_number)'],
  ['sms_deliveries_to_number', 'sms_deliveries (to_number)'],
  ['notification_emails_recipient', 'notification_emails (recipient_id)'],
  ['notification_emails_to_address', 'notification_emails (lower(to_address))'],
  ['timer_alerts_created', 'timer_alerts (created_at DESC, id DESC)'],
  ['payment_alerts_created', 'payment_alerts (created_at DESC)'],
  ['robot_failures_batch', 'robot_failures (batch_id, created_at DESC, id DESC)'],
];

export class LaunchScaleIndexes1763904800000 implements MigrationInterface {
  name = 'LaunchScaleIndexes1763904800000';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, definition] of INDEXES) await q.query(`CREATE INDEX IF NOT EXISTS ${name} ON ${definition}`);
    // Statistics of the new expressions (lower(to_address)), so the next plans see few rows per address.
    await q.query(`ANALYZE outbox_email`);
    await q.query(`ANALYZE notification_emails`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await q.query(`DROP INDEX IF EXISTS ${name}`);
  }
}
