import type { MigrationInterface, QueryRunner } from 'typeorm';

// The one-time pickup code of an order waiting at its pickup point (src/around-batch/pickup). The
// code itself is never stored: it is derived from a server key, the batch and the generation, and
// only its hash is kept to check it. Wrong tries count here, so a lock holds on every instance.
export class PickupCodes1763904200000 implements MigrationInterface {
  name = 'PickupCodes1763904200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pickup_codes (
        batch_id text PRIMARY KEY,
        batch_number text NOT NULL UNIQUE,
        requester_id text NOT NULL,
        pickup_point_id text NOT NULL,
        generation integer NOT NULL DEFAULT 1,
        code_hash text NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        issued_at timestamptz NOT NULL,
        -- The generation last sent by e-mail and SMS: a retried job sends what is still missing.
        notified_generation integer NOT NULL DEFAULT 0,
        used_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pickup_codes`);
  }
}
