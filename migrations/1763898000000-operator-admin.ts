import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_FX_RATES } from '../machines/pricing/fx';

// Operator console: who changed which reference row or account and how (before/after),
// staff's account-type changes (so older sessions of that account are refused), and the currency
// rates table the server's converters read (seeded from the pricing module's demo rates).
export class OperatorAdmin1763898000000 implements MigrationInterface {
  name = 'OperatorAdmin1763898000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_changes (
        id bigserial PRIMARY KEY,
        table_name text NOT NULL,
        record_key text NOT NULL,
        before jsonb,
        after jsonb,
        changed_by text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX admin_changes_table ON admin_changes (table_name, changed_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE account_type_overrides (
        account_id text PRIMARY KEY,
        account_type char(1) NOT NULL CHECK (account_type IN ('r', 'b')),
        changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    // One row per currency: major units of that currency per ONE US dollar, x 1_000_000 (USD itself = 1_000_000).
    await q.query(`
      CREATE TABLE currency_rates (
        currency char(3) PRIMARY KEY,
        rate_micro bigint NOT NULL CHECK (rate_micro > 0),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`INSERT INTO currency_rates (currency, rate_micro) VALUES ('USD', 1000000)`);
    for (const rate of DEMO_FX_RATES.rates) {
      if (rate.from === 'USD') await q.query(`INSERT INTO currency_rates (currency, rate_micro) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [rate.to, rate.rateMicro]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['currency_rates', 'account_type_overrides', 'admin_changes']) await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
