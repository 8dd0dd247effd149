import type { MigrationInterface, QueryRunner } from 'typeorm';

// Durable jobs (src/jobs) and automatic buyer assignment (src/assignment).
export class JobsAndAssignment1763890000000 implements MigrationInterface {
  name = 'JobsAndAssignment1763890000000';

  async up(q: QueryRunner): Promise<void> {
    // One row per scheduled job: rows survive restarts; dedupe_key makes scheduling idempotent.
    await q.query(`
      CREATE TABLE jobs (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        dedupe_key text NOT NULL UNIQUE,
        run_at timestamptz NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        attempts integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL DEFAULT 10,
        locked_until timestamptz,
        locked_by text,
        done_at timestamptz,
        outcome text CHECK (outcome IN ('done', 'failed', 'canceled')),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE done_at IS NULL`);

    // Empty origin_countries / categories mean "not specified": matches anything, with a neutral score.
    await q.query(`
      CREATE TABLE assignment_buyer_profiles (
        account_id text PRIMARY KEY,
        origin_countries text[] NOT NULL DEFAULT '{}',
        categories text[] NOT NULL DEFAULT '{}',
        available boolean NOT NULL DEFAULT true,
        capacity integer NOT NULL DEFAULT 10 CHECK (capacity >= 0),
        rating numeric(3,2) NOT NULL DEFAULT 0 CHECK (rating >= 0 AND rating <= 5),
        rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The interim pool's buyers keep working as "any origin, any category" profiles.
    await q.query(`
      INSERT INTO assignment_buyer_profiles (account_id, available)
      SELECT buyer_id, active FROM batch_assignment_buyers ON CONFLICT DO NOTHING`);

    // Where each batch stands for assignment (assigned / accepted / declined / canceled), kept by the
    // assignment reaction: the open load per buyer is its rows in 'assigned'.
    await q.query(`
      CREATE TABLE assignment_batches (
        batch_id text PRIMARY KEY,
        status text NOT NULL,
        buyer_id text,
        -- The BuyerAssigned event of the current assignment: names its acceptance-window job.
        assignment_event_id text,
        revision integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX assignment_batches_open_idx ON assignment_batches (buyer_id) WHERE status = 'assigned'`);

    // Every automatic decision, with the candidates' score components and the reason in words.
    await q.query(`
      CREATE TABLE assignment_decisions (
        id bigserial PRIMARY KEY,
        batch_id text NOT NULL,
        trigger text NOT NULL,
        trigger_id text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('assigned', 'unassigned', 'skipped')),
        chosen_buyer_id text,
        previous_buyer_id text,
        candidates jsonb NOT NULL DEFAULT '[]'::jsonb,
        reason text NOT NULL,
        decided_at timestamptz NOT NULL,
        UNIQUE (batch_id, trigger_id)
      )`);
    await q.query(`CREATE INDEX assignment_decisions_batch_idx ON assignment_decisions (batch_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE assignment_decisions`);
    await q.query(`DROP TABLE assignment_batches`);
    await q.query(`DROP TABLE assignment_buyer_profiles`);
    await q.query(`DROP TABLE jobs`);
  }
}
