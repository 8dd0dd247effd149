import type { MigrationInterface, QueryRunner } from 'typeorm';

// The PostgreSQL event store of DESIGN.md §4. transaction_id (xid8) lets readers of the global
// log stop at the visibility horizon so a slow writer's events are never skipped.
export class EventStore1763884800000 implements MigrationInterface {
  name = 'EventStore1763884800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE es_global_position_seq AS bigint`);
    await q.query(`
      CREATE TABLE es_streams (
        stream_id text PRIMARY KEY,
        stream_type text NOT NULL,
        revision bigint NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        deleted boolean NOT NULL DEFAULT false,
        truncate_before bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE es_events (
        global_position bigint NOT NULL DEFAULT nextval('es_global_position_seq'),
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL REFERENCES es_streams (stream_id),
        stream_revision bigint NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, stream_revision),
        UNIQUE (stream_id, event_id)
      )`);
    await q.query(`ALTER SEQUENCE es_global_position_seq OWNED BY es_events.global_position`);
    await q.query(`CREATE INDEX es_events_tx_position ON es_events (transaction_id, global_position)`);
    await q.query(`
      CREATE TABLE es_checkpoints (
        subscription_id text PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
        global_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE es_checkpoints`);
    await q.query(`DROP TABLE es_events`);
    await q.query(`DROP TABLE es_streams`);
  }
}
