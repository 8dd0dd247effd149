import type { MigrationInterface, QueryRunner } from 'typeorm';

// What the SMS gateway did with each message the product asked it to send, one row per message
// (keyed by what it belongs to, e.g. the OTP id): sent, being retried with backoff, failed for good
// or given up because its content expired. Staff read it (GET /api/admin/outbox/sms-deliveries).
// No body: a one-time code is never at rest.
export class SmsDeliveries1763902700000 implements MigrationInterface {
  name = 'SmsDeliveries1763902700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sms_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        to_number text NOT NULL,
        purpose text NOT NULL,
        status text NOT NULL CHECK (status IN ('sent', 'retrying', 'failed', 'expired')),
        attempts integer NOT NULL,
        provider_id text,
        last_error_code text,
        last_error text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX sms_deliveries_status_updated ON sms_deliveries (status, updated_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sms_deliveries`);
  }
}
