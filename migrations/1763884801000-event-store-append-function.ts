import type { MigrationInterface, QueryRunner } from 'typeorm';

// es_append: the whole append in one statement, so an append is one round trip and one short
// transaction. Its first write is the stream row: concurrent appenders to one stream queue on that
// row lock and the loser sees the winner's committed revision (READ COMMITTED re-check), so it
// reports a conflict instead of a duplicate key. Conflicts come back as a status row rather than
// an exception, which keeps plpgsql free of subtransactions (EXCEPTION blocks) on the hot path.
//
// p_expected: >= 0 exact revision, -1 no_stream, -2 any, -3 stream_exists.
// r_status: 'ok' | 'idempotent' (the same event ids were already appended: original result) |
//           'wrong_revision' (r_revision = actual revision, NULL when no stream) | 'deleted'.
const APPEND_FUNCTION = `
CREATE OR REPLACE FUNCTION es_append(
  p_stream_id text, p_stream_type text, p_expected bigint,
  p_event_ids uuid[], p_types text[], p_versions integer[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (r_status text, r_revision bigint, r_transaction_id xid8, r_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  n integer := cardinality(p_event_ids);
  v_rev bigint;
  v_deleted boolean;
  v_tx xid8;
  v_pos bigint;
BEGIN
  IF p_expected >= 0 THEN
    UPDATE es_streams s SET revision = s.revision + n, updated_at = now()
     WHERE s.stream_id = p_stream_id AND s.revision = p_expected AND NOT s.deleted
    RETURNING s.revision INTO v_rev;
  ELSIF p_expected IN (-1, -2) THEN
    INSERT INTO es_streams AS s (stream_id, stream_type, revision) VALUES (p_stream_id, p_stream_type, n - 1)
    ON CONFLICT (stream_id) DO NOTHING
    RETURNING s.revision INTO v_rev;
  END IF;

  IF v_rev IS NULL THEN
    -- No write happened yet. Lock the row (if any) so the checks below and the any/stream_exists
    -- update see one stable revision.
    SELECT s.revision, s.deleted INTO v_rev, v_deleted FROM es_streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
    -- A retry of an append that already committed returns that append's result.
    RETURN QUERY
      SELECT 'idempotent'::text, max(e.stream_revision), max(e.transaction_id), max(e.global_position)
        FROM es_events e
       WHERE e.stream_id = p_stream_id AND e.event_id = ANY (p_event_ids)
      HAVING count(*) = n
         AND max(e.stream_revision) - min(e.stream_revision) = n - 1
         AND count(DISTINCT e.transaction_id) = 1
         AND (p_expected IN (-2, -3) OR min(e.stream_revision) = p_expected + 1);
    IF FOUND THEN RETURN; END IF;
    IF v_deleted THEN
      RETURN QUERY SELECT 'deleted'::text, v_rev, NULL::xid8, NULL::bigint;
      RETURN;
    END IF;
    IF p_expected NOT IN (-2, -3) OR v_rev IS NULL THEN
      RETURN QUERY SELECT 'wrong_revision'::text, v_rev, NULL::xid8, NULL::bigint;
      RETURN;
    END IF;
    UPDATE es_streams s SET revision = s.revision + n, updated_at = now()
     WHERE s.stream_id = p_stream_id
    RETURNING s.revision INTO v_rev;
  END IF;

  v_tx := pg_current_xact_id();
  WITH inserted AS (
    INSERT INTO es_events (transaction_id, stream_id, stream_revision, event_id, event_type, schema_version, data, metadata)
    SELECT v_tx, p_stream_id, v_rev - n + u.ord, u.id, u.t, u.v, u.d, u.m
      FROM unnest(p_event_ids, p_types, p_versions, p_data, p_metadata) WITH ORDINALITY AS u(id, t, v, d, m, ord)
     ORDER BY u.ord
    RETURNING global_position
  )
  SELECT max(global_position) INTO v_pos FROM inserted;
  RETURN QUERY SELECT 'ok'::text, v_rev, v_tx, v_pos;
END
$fn$`;

export class EventStoreAppendFunction1763884801000 implements MigrationInterface {
  name = 'EventStoreAppendFunction1763884801000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(APPEND_FUNCTION);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS es_append(text, text, bigint, uuid[], text[], integer[], jsonb[], jsonb[])`);
  }
}
