import type { MigrationInterface, QueryRunner } from 'typeorm';

// The answers of creating requests retried with one Idempotency-Key (src/platform/idempotency).
// Keyed by the caller and the key: one caller's key never answers for another. `state` is
// `processing` while the first request runs (its lease in `locked_until`, so a retry after the
// owner died takes over) and `done` once its answer is stored. Rows live 24 hours; the jobs
// housekeeping deletes them in bounded passes by `created_at`.
export class IdempotencyKeys1763903400000 implements MigrationInterface {
  name = 'IdempotencyKeys1763903400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        state text NOT NULL CHECK (state IN ('processing', 'done')),
        locked_until timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        response_status integer,
        response_headers jsonb,
        response_body text,
        PRIMARY KEY (scope, key)
      )`);
    await q.query(`CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
