import type { MigrationInterface, QueryRunner } from 'typeorm';

// The HTML alternative of a stored e-mail (the payment receipt): the outbox keeps what SMTP would
// have sent, text and HTML. Null for text-only messages and for every message stored before.
export class OutboxEmailHtml1763903650000 implements MigrationInterface {
  name = 'OutboxEmailHtml1763903650000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email ADD COLUMN html text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email DROP COLUMN html`);
  }
}
