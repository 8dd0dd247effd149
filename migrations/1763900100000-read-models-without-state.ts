import type { MigrationInterface, QueryRunner } from 'typeorm';

// Read-model catch-up: the read models of the `read-models` group fold each stream from
// the detail model's stored state, the dispatcher's memory or the log (src/batch/read/batch-state/
// fold-batch.ts), so the per-model copies of the folded state go: the stream-state tables of the
// audit timeline, notifications and buyer statistics, and the list's `state` (no query reads it).
// The list's column stays, nullable, so rows written elsewhere with a state still fit; nothing
// writes it any more.
export class ReadModelsWithoutState1763900100000 implements MigrationInterface {
  name = 'ReadModelsWithoutState1763900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS rm_audit_stream_state`);
    await q.query(`DROP TABLE IF EXISTS rm_notification_stream_state`);
    await q.query(`DROP TABLE IF EXISTS rm_buyer_statistic_stream_state`);
    await q.query(`ALTER TABLE rm_batch_list ALTER COLUMN state DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE rm_batch_list SET state = '{}'::jsonb WHERE state IS NULL`);
    await q.query(`ALTER TABLE rm_batch_list ALTER COLUMN state SET NOT NULL`);
    for (const table of ['rm_audit_stream_state', 'rm_notification_stream_state', 'rm_buyer_statistic_stream_state'])
      await q.query(`CREATE TABLE ${table} (stream_id text PRIMARY KEY, revision bigint NOT NULL, state jsonb NOT NULL)`);
  }
}
