import type { MigrationInterface, QueryRunner } from 'typeorm';

// The purge of done jobs (src/platform/jobs, JOBS_DONE_RETENTION_HOURS) walks done rows oldest
// first and stops at its batch size: this index keeps each pass a short range scan however many
// rows the queue holds. Failed and canceled rows are kept (inspection; a canceled key prevents a
// late schedule), so they are left out of it.
export class JobsDonePurge1763899500000 implements MigrationInterface {
  name = 'JobsDonePurge1763899500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX jobs_done_at_idx ON jobs (done_at, id) WHERE outcome = 'done'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS jobs_done_at_idx`);
  }
}
