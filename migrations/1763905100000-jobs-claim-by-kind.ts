import type { MigrationInterface, QueryRunner } from 'typeorm';

// A lane claims the oldest due jobs of its kinds. Through an index on (run_at, id) alone, a claim
// passed over every due job of the other lane and of the kinds the lane leaves out (a kind at its
// share of the slots), and with a backlog PostgreSQL chose to read every job not done and sort them:
// at 330 creates a second the reactions' claims read 450-940 blocks each (3.5-13 ms) and grew with
// the backlog they were meant to drain. With the kind first, a claim reads each kind's oldest due
// jobs from its own part of the index and takes the oldest of those (src/platform/jobs/job-worker.ts).
export class JobsClaimByKind1763905100000 implements MigrationInterface {
  name = 'JobsClaimByKind1763905100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS jobs_kind_due_idx ON jobs (kind, run_at, id) WHERE done_at IS NULL`);
    await q.query(`DROP INDEX IF EXISTS jobs_due_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS jobs_due_idx ON jobs (run_at, id) WHERE done_at IS NULL`);
    await q.query(`DROP INDEX IF EXISTS jobs_kind_due_idx`);
  }
}
