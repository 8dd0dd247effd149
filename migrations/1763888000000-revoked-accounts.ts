import type { MigrationInterface, QueryRunner } from 'typeorm';

// Session tokens are stateless; accounts listed here are refused even while their tokens are unexpired.
export class RevokedAccounts1763888000000 implements MigrationInterface {
  name = 'RevokedAccounts1763888000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE revoked_accounts (
        account_id text PRIMARY KEY,
        reason text NOT NULL,
        revoked_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE revoked_accounts`);
  }
}
