import type { MigrationInterface, QueryRunner } from 'typeorm';

// The operators' users list (GET /api/admin/users) opens on the newest accounts first and searches
// by e-mail, name or user code. With no index on an account's creation time, its first page sorted
// every account (about 165 ms at 100,000 people); the search matched the raw columns with ILIKE,
// which the trigram indexes on lower(email) and the full name cannot serve, and the user code had
// none, so every search read the whole of users. The list now sorts by (created_at, id) through
// this index (both directions) and matches the lowered forms that the trigram indexes hold.
export class AdminUsersListIndexes1763905000000 implements MigrationInterface {
  name = 'AdminUsersListIndexes1763905000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS accounts_created ON accounts (created_at, id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS users_user_code_trgm ON users USING gin ((lower(user_code)) gin_trgm_ops)`);
    await q.query(`ANALYZE users`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_user_code_trgm`);
    await q.query(`DROP INDEX IF EXISTS accounts_created`);
  }
}
