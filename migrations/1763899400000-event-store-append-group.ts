import type { MigrationInterface, QueryRunner } from 'typeorm';

// Group commit: several appends in one statement, so one transaction and one
// WAL flush. Each member runs es_append (unchanged: the revision check, idempotency and hash chain
// are its own) inside its own BEGIN ... EXCEPTION block, i.e. a savepoint: a member that throws
// (an event id reused in its stream, a deadlock) is rolled back alone and reported as 'error' with
// its SQLSTATE, and a wrong revision is a status row anyway. Whatever escapes the function (the
// commit itself failing) fails the whole statement, so every member is refused and nothing is written.
// The events arrive flattened; p_counts says how many belong to each member, in order.
// Members run in the order given: the caller sorts them by stream id, so two groups running at
// once lock stream rows in the same order and cannot deadlock.
const APPEND_GROUP_FUNCTION = `
CREATE OR REPLACE FUNCTION es_append_group(
  p_stream_ids text[], p_stream_types text[], p_expected bigint[], p_counts integer[],
  p_event_ids uuid[], p_types text[], p_versions integer[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (r_member integer, r_status text, r_revision bigint, r_transaction_id xid8, r_position bigint,
                 r_error_code text, r_error_message text)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_from integer := 1;
  v_to integer;
  v_row record;
BEGIN
  FOR m IN 1..cardinality(p_stream_ids) LOOP
    v_to := v_from + p_counts[m] - 1;
    r_member := m;
    BEGIN
      SELECT a.r_status, a.r_revision, a.r_transaction_id, a.r_position INTO v_row
        FROM es_append(p_stream_ids[m], p_stream_types[m], p_expected[m], p_event_ids[v_from:v_to],
                       p_types[v_from:v_to], p_versions[v_from:v_to], p_data[v_from:v_to], p_metadata[v_from:v_to]) a;
      r_status := v_row.r_status;
      r_revision := v_row.r_revision;
      r_transaction_id := v_row.r_transaction_id;
      r_position := v_row.r_position;
      r_error_code := NULL;
      r_error_message := NULL;
    EXCEPTION WHEN OTHERS THEN
      r_status := 'error';
      r_revision := NULL;
      r_transaction_id := NULL;
      r_position := NULL;
      r_error_code := SQLSTATE;
      r_error_message := SQLERRM;
    END;
    RETURN NEXT;
    v_from := v_to + 1;
  END LOOP;
END
$fn$`;

export class EventStoreAppendGroup1763899400000 implements MigrationInterface {
  name = 'EventStoreAppendGroup1763899400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(APPEND_GROUP_FUNCTION);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP FUNCTION IF EXISTS es_append_group(text[], text[], bigint[], integer[], uuid[], text[], integer[], jsonb[], jsonb[])`,
    );
  }
}
