import type { MigrationInterface, QueryRunner } from 'typeorm';

// The batch writer's snapshots (src/batch/write/batch-snapshots.ts): the latest folded state of a
// long stream per machine version, so a load reads the events after it instead of the whole stream.
// Derived data: deleting every row is always safe (the writer replays and writes them again).
export class BatchSnapshots1763899200000 implements MigrationInterface {
  name = 'BatchSnapshots1763899200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE batch_snapshots (
        stream_id text NOT NULL,
        machine_version integer NOT NULL,
        revision bigint NOT NULL,
        position text NOT NULL,
        state jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (stream_id, machine_version)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE batch_snapshots`);
  }
}
