import type { MigrationInterface, QueryRunner } from 'typeorm';

// Read-model catch-up: the batch detail row keeps the folded state only. Its `view` was
// the state's context again with a few fields of the status table (machines/batch `batchView`); the
// detail query now derives it from `state` on read, so about half of every detail row's bytes are
// no longer written at each slice. Existing rows need nothing: their `state` is what the view came from.
export class BatchDetailStateOnly1763901310000 implements MigrationInterface {
  name = 'BatchDetailStateOnly1763901310000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rm_batch_detail DROP COLUMN view`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The older code reads `view`: the detail read model is rebuilt from the log at its next start
    // (no rows, no checkpoint: it catches up from the beginning; the group's others fold from the log meanwhile).
    await q.query(`TRUNCATE rm_batch_detail`);
    await q.query(`DELETE FROM es_checkpoints WHERE subscription_id = 'projection:batch-detail'`);
    await q.query(`ALTER TABLE rm_batch_detail ADD COLUMN view jsonb NOT NULL`);
  }
}
