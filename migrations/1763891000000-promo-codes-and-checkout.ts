import type { MigrationInterface, QueryRunner } from 'typeorm';

// Promo codes and their redemptions (a redemption is written when the batch's payment is
// authorised; one per batch), and the pay attempt's batch id plus an `expired` status for the
// stale-checkout rule (a challenge abandoned by the shopper must not block paying forever).
export class PromoCodesAndCheckout1763891000000 implements MigrationInterface {
  name = 'PromoCodesAndCheckout1763891000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE promo_codes (
        code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_-]{3,40}$'),
        kind text NOT NULL CHECK (kind IN ('amount', 'percent')),
        -- amount: HKD cents; percent: basis points (1000 = 10%).
        value bigint NOT NULL CHECK (value > 0 AND (kind = 'amount' OR value <= 10000)),
        min_order_total bigint NOT NULL DEFAULT 0 CHECK (min_order_total >= 0),
        valid_from timestamptz NOT NULL,
        valid_until timestamptz,
        max_redemptions integer CHECK (max_redemptions IS NULL OR max_redemptions > 0),
        once_per_account boolean NOT NULL DEFAULT true,
        active boolean NOT NULL DEFAULT true,
        description text NOT NULL DEFAULT '',
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (valid_until IS NULL OR valid_until > valid_from)
      )`);
    await q.query(`
      CREATE TABLE promo_redemptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL REFERENCES promo_codes (code),
        account_id text NOT NULL,
        batch_id text NOT NULL UNIQUE,
        batch_number text NOT NULL,
        discount bigint NOT NULL,
        currency char(3) NOT NULL,
        redeemed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX promo_redemptions_code_account ON promo_redemptions (code, account_id)`);
    await q.query(`ALTER TABLE payment_attempts ADD COLUMN batch_id text`);
    await q.query(`ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_status_check`);
    await q.query(
      `ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_status_check CHECK (status IN ('processing', 'authorised', 'refused', 'error', 'redirect', 'pending', 'expired'))`,
    );
    await q.query(`CREATE INDEX payment_attempts_batch_id ON payment_attempts (batch_id, created_at DESC) WHERE batch_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payment_attempts_batch_id`);
    await q.query(`ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_status_check`);
    await q.query(
      `ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_status_check CHECK (status IN ('processing', 'authorised', 'refused', 'error', 'redirect', 'pending'))`,
    );
    await q.query(`ALTER TABLE payment_attempts DROP COLUMN batch_id`);
    await q.query(`DROP TABLE promo_redemptions`);
    await q.query(`DROP TABLE promo_codes`);
  }
}
