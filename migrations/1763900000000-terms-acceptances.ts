import type { MigrationInterface, QueryRunner } from 'typeorm';

// Sign-up's terms acceptance (spec §5 "Terms must be accepted at signup"): which version of the
// terms a user accepted, when, and for which account type. One row per acceptance (a later version
// accepted again is a new row), written in the registration's transaction.
export class TermsAcceptances1763900000000 implements MigrationInterface {
  name = 'TermsAcceptances1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE terms_acceptances (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        account_type text NOT NULL,
        terms_version text NOT NULL,
        accepted_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX terms_acceptances_user ON terms_acceptances (user_id, accepted_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE terms_acceptances`);
  }
}
