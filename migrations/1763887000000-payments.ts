import type { MigrationInterface, QueryRunner } from 'typeorm';

// Card payments: the provider's notifications as received (the unique key makes a redelivery a
// no-op, so each is applied once) and our pay attempts keyed by the client's idempotency key (so
// a retried pay request never charges twice and gets the first answer back).
export class Payments1763887000000 implements MigrationInterface {
  name = 'Payments1763887000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        psp_reference text NOT NULL,
        original_reference text,
        payment_psp_reference text NOT NULL,
        merchant_account text NOT NULL,
        merchant_reference text NOT NULL,
        event_code text NOT NULL,
        success boolean NOT NULL,
        amount_value bigint NOT NULL,
        amount_currency char(3) NOT NULL,
        reason text,
        event_date timestamptz,
        item jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied')),
        deliveries integer NOT NULL DEFAULT 1,
        received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        applied_at timestamptz,
        UNIQUE (psp_reference, event_code, success)
      )`);
    await q.query(`CREATE INDEX payment_notifications_payment ON payment_notifications (payment_psp_reference, received_at)`);
    await q.query(`CREATE INDEX payment_notifications_pending ON payment_notifications (received_at) WHERE status = 'pending'`);
    await q.query(`
      CREATE TABLE payment_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        idempotency_key text NOT NULL UNIQUE,
        batch_number text NOT NULL,
        amount_value bigint NOT NULL CHECK (amount_value > 0),
        amount_currency char(3) NOT NULL,
        request_fingerprint text NOT NULL,
        status text NOT NULL CHECK (status IN ('processing', 'authorised', 'refused', 'error', 'redirect', 'pending')),
        psp_reference text,
        result jsonb,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_attempts_batch ON payment_attempts (batch_number, created_at DESC)`);
    await q.query(`CREATE INDEX payment_attempts_psp ON payment_attempts (psp_reference) WHERE psp_reference IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_attempts`);
    await q.query(`DROP TABLE payment_notifications`);
  }
}
