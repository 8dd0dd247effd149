import type { MigrationInterface, QueryRunner } from 'typeorm';

// Tamper evidence: every appended event's metadata carries `previousHash` (the previous
// event's hash in the same stream, genesis = 64 zeros) and `hash` = SHA-256 over a canonical JSON
// of (stream id, revision, event id, type, schema version, data, metadata without the two hash
// keys, previous hash). The canonical JSON is PostgreSQL's jsonb text form of that array (jsonb
// keeps one key order: by length, then bytes), so appending and verifying use this one function.
// It is computed inside es_append after the stream row is locked, so the previous hash is read
// under the same lock as the revision check and the append stays one statement.
const HASH_FUNCTION = `
CREATE OR REPLACE FUNCTION es_event_hash(
  p_stream_id text, p_revision bigint, p_event_id uuid, p_type text, p_version integer,
  p_data jsonb, p_metadata jsonb, p_previous_hash text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    p_stream_id, p_revision, p_event_id::text, p_type, p_version, p_data,
    coalesce(p_metadata, '{}'::jsonb) - 'hash' - 'previousHash', p_previous_hash
  )::text, 'UTF8')), 'hex')
$fn$`;

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
  v_first bigint;
  v_prev text;
  v_meta jsonb;
  v_metas jsonb[] := ARRAY[]::jsonb[];
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
    SELECT s.revision, s.deleted INTO v_rev, v_deleted FROM es_streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
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

  -- The stream row is locked by this transaction from here on: the head event cannot change.
  v_first := v_rev - n + 1;
  IF v_first > 0 THEN
    SELECT e.metadata->>'hash' INTO v_prev FROM es_events e WHERE e.stream_id = p_stream_id AND e.stream_revision = v_first - 1;
  END IF;
  -- Genesis, or an older event appended before the chain existed ("unchained before revision N").
  v_prev := coalesce(v_prev, repeat('0', 64));
  FOR i IN 1..n LOOP
    v_meta := CASE WHEN jsonb_typeof(p_metadata[i]) = 'object' THEN p_metadata[i] ELSE '{}'::jsonb END - 'hash' - 'previousHash';
    v_meta := v_meta || jsonb_build_object('previousHash', v_prev,
      'hash', es_event_hash(p_stream_id, v_first + i - 1, p_event_ids[i], p_types[i], p_versions[i], p_data[i], v_meta, v_prev));
    v_prev := v_meta->>'hash';
    v_metas := v_metas || v_meta;
  END LOOP;

  v_tx := pg_current_xact_id();
  WITH inserted AS (
    INSERT INTO es_events (transaction_id, stream_id, stream_revision, event_id, event_type, schema_version, data, metadata)
    SELECT v_tx, p_stream_id, v_rev - n + u.ord, u.id, u.t, u.v, u.d, u.m
      FROM unnest(p_event_ids, p_types, p_versions, p_data, v_metas) WITH ORDINALITY AS u(id, t, v, d, m, ord)
     ORDER BY u.ord
    RETURNING global_position
  )
  SELECT max(global_position) INTO v_pos FROM inserted;
  RETURN QUERY SELECT 'ok'::text, v_rev, v_tx, v_pos;
END
$fn$`;

export class EventHashChain1763897000000 implements MigrationInterface {
  name = 'EventHashChain1763897000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(HASH_FUNCTION);
    await q.query(APPEND_FUNCTION);
  }

  async down(q: QueryRunner): Promise<void> {
    // Restores the unchained append of 1763884801000.
    const { EventStoreAppendFunction1763884801000 } = await import('./1763884801000-event-store-append-function');
    await new EventStoreAppendFunction1763884801000().up(q);
    await q.query(`DROP FUNCTION IF EXISTS es_event_hash(text, bigint, uuid, text, integer, jsonb, jsonb, text)`);
  }
}
