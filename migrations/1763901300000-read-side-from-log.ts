import type { MigrationInterface, QueryRunner } from 'typeorm';

// Read-model catch-up: rows the log already holds are no longer copied.
// - The audit timeline is read from the batch's stream in es_events and folded on read
//   (src/batch/read/audit-timeline/audit-timeline.query.ts): its table and checkpoint go. Nothing is
//   lost: every row was a copy of an event.
// - A notification stores its template (`tag`) and `params`, not its text in five languages: the
//   text is rendered when it is read or pushed. Only `request_merged` has a parameter besides the
//   batch number (`targetBatchNumber`, from its event's data), backfilled here from es_events. Rows
//   whose event is not in es_events (an EventStoreDB deployment) keep their stored `content`, which
//   the query prefers; every other row drops it.
export class ReadSideFromLog1763901300000 implements MigrationInterface {
  name = 'ReadSideFromLog1763901300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS rm_audit_timeline`);
    await q.query(`DELETE FROM es_checkpoints WHERE subscription_id = 'projection:audit-timeline'`);
    await q.query(`ALTER TABLE rm_notifications ADD COLUMN params jsonb, ALTER COLUMN content DROP NOT NULL`);
    await q.query(`
      UPDATE rm_notifications n
         SET params = jsonb_build_object('targetBatchNumber',
               CASE WHEN jsonb_typeof(e.data -> 'targetBatchNumber') = 'string' THEN e.data ->> 'targetBatchNumber' ELSE '' END)
        FROM es_events e
       WHERE n.tag = 'request_merged' AND e.stream_id = 'batch-' || n.batch_id AND e.event_id = n.event_id`);
    await q.query(`UPDATE rm_notifications SET content = NULL WHERE tag <> 'request_merged' OR params IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The older code reads `content` only: a row stored since shows its tag in every language.
    await q.query(`
      UPDATE rm_notifications
         SET content = jsonb_build_object('en-us', tag, 'en-hk', tag, 'zh-hk', tag, 'zh-tw', tag, 'zh-mo', tag)
       WHERE content IS NULL`);
    await q.query(`ALTER TABLE rm_notifications DROP COLUMN params, ALTER COLUMN content SET NOT NULL`);
    // Empty and without a checkpoint: the older code's audit-timeline projection refills it from the log at start.
    await q.query(`
      CREATE TABLE rm_audit_timeline (
        event_id uuid PRIMARY KEY,
        batch_id text NOT NULL,
        stream_id text NOT NULL,
        revision bigint NOT NULL,
        transaction_id xid8 NOT NULL,
        global_position bigint NOT NULL,
        event_type text NOT NULL,
        actor_id text,
        actor_role text,
        command_id text,
        correlation_id text,
        occurred_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL,
        status_before text NOT NULL,
        status_after text NOT NULL,
        data jsonb NOT NULL,
        UNIQUE (stream_id, revision)
      )`);
    await q.query(`CREATE INDEX rm_audit_timeline_batch ON rm_audit_timeline (batch_id, revision)`);
  }
}
