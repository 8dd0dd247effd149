import type { MigrationInterface, QueryRunner } from 'typeorm';

// Account ids travel as text (tokens, events, read models, where system actors have ids that are
// not UUIDs), so the lookups of an account by id compare `accounts.id::text` (and the erasure
// `users.id::text`) with a parameter: a non-UUID id then matches nothing instead of failing the
// cast. The primary keys index the uuid, not its text, so each of those lookups read the whole of
// accounts and users: about 75 ms at 100,000 people, for every notification e-mail and SMS, every
// order's parties, chat names and the buyers' pool. Indexes on the text form serve them all (`=`,
// `= ANY`, and joins on a text column); the id never changes, so profile edits stay heap-only updates.
export class AccountIdTextIndexes1763904700000 implements MigrationInterface {
  name = 'AccountIdTextIndexes1763904700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS accounts_id_text ON accounts ((id::text))`);
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS users_id_text ON users ((id::text))`);
    // Statistics of the new expressions, so the next plans see one row per id.
    await q.query(`ANALYZE accounts`);
    await q.query(`ANALYZE users`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_id_text`);
    await q.query(`DROP INDEX IF EXISTS accounts_id_text`);
  }
}
