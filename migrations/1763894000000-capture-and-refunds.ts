import type { MigrationInterface, QueryRunner } from 'typeorm';

// After payment: refund estimates (an estimate is a quote the buyer or staff may turn into a
// refund request by its eid), the provider modifications we made (capture, cancel, refund; the
// idempotency key is unique, so each happens once however often its trigger is replayed) and
// payment alerts for staff (a refused capture, a failed refund notification...).
export class CaptureAndRefunds1763894000000 implements MigrationInterface {
  name = 'CaptureAndRefunds1763894000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE refund_estimates (
        eid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        batch_id text NOT NULL,
        batch_number text NOT NULL,
        items jsonb NOT NULL,
        additional_refund bigint NOT NULL DEFAULT 0,
        currency char(3) NOT NULL,
        details jsonb NOT NULL,
        whole_order boolean NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX refund_estimates_batch ON refund_estimates (batch_id, created_at)`);
    await q.query(`
      CREATE TABLE payment_modifications (
        idempotency_key text PRIMARY KEY,
        batch_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('capture', 'cancel', 'refund')),
        payment_psp_reference text NOT NULL,
        psp_reference text,
        amount_value bigint NOT NULL,
        amount_currency char(3) NOT NULL DEFAULT 'HKD',
        status text NOT NULL CHECK (status IN ('received', 'refused')),
        error_code text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX payment_modifications_batch ON payment_modifications (batch_id, created_at)`);
    await q.query(`
      CREATE TABLE payment_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dedupe_key text NOT NULL UNIQUE,
        batch_id text,
        batch_number text,
        code text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        resolved_at timestamptz
      )`);
    await q.query(`CREATE INDEX payment_alerts_open ON payment_alerts (created_at) WHERE resolved_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS payment_alerts`);
    await q.query(`DROP TABLE IF EXISTS payment_modifications`);
    await q.query(`DROP TABLE IF EXISTS refund_estimates`);
  }
}
