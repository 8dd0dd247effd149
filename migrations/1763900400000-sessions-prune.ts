import type { MigrationInterface, QueryRunner } from 'typeorm';

// The prune of `sessions` and `rate_limits` (src/platform/auth, the jobs platform's housekeeping)
// walks the oldest rows first and stops at its batch size: these indexes keep each pass a short
// range scan. `sessions` is indexed by issued_at, which never changes (last_seen_at moves on every
// use, and an index on it would cost every touch its HOT update); a prunable row always has an old
// issued_at, because issued_at <= last_seen_at.
export class SessionsPrune1763900400000 implements MigrationInterface {
  name = 'SessionsPrune1763900400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX sessions_issued_at_idx ON sessions (issued_at)`);
    await q.query(`CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS rate_limits_expire_idx`);
    await q.query(`DROP INDEX IF EXISTS sessions_issued_at_idx`);
  }
}
