// SQL used by the PostgreSQL adapter. The append itself is the es_append function created by
// migrations/1763884801000-event-store-append-function.ts (one statement, one round trip).

/** Expected revisions as the function's bigint argument: ≥ 0 exact, negative codes for the kinds. */
export const EXPECTED_CODE = { no_stream: -1, any: -2, stream_exists: -3 } as const;

export const APPEND_SQL = `SELECT r_status, r_revision::text AS r_revision, r_transaction_id::text AS r_transaction_id,
       r_position::text AS r_position
  FROM es_append($1, $2, $3, $4::uuid[], $5::text[], $6::integer[], $7::jsonb[], $8::jsonb[])`;

export interface AppendRow {
  r_status: 'ok' | 'idempotent' | 'wrong_revision' | 'deleted';
  r_revision: string | null;
  r_transaction_id: string | null;
  r_position: string | null;
}

/** Several appends in one statement, one transaction (group commit; migration 1763899400000). */
export const APPEND_GROUP_SQL = `SELECT r_member, r_status, r_revision::text AS r_revision, r_transaction_id::text AS r_transaction_id,
       r_position::text AS r_position, r_error_code, r_error_message
  FROM es_append_group($1::text[], $2::text[], $3::bigint[], $4::integer[], $5::uuid[], $6::text[], $7::integer[],
                       $8::jsonb[], $9::jsonb[])`;

/** One member's outcome: an es_append row, or 'error' with the SQLSTATE its savepoint caught. */
export interface GroupAppendRow extends Omit<AppendRow, 'r_status'> {
  r_member: number;
  r_status: AppendRow['r_status'] | 'error';
  r_error_code: string | null;
  r_error_message: string | null;
}

export const EVENT_COLUMNS = `e.transaction_id::text AS transaction_id, e.global_position::text AS global_position,
       e.stream_id, e.stream_revision::text AS stream_revision, e.event_id::text AS event_id, e.event_type,
       e.schema_version, e.data, e.metadata, e.created_at`;

export const READ_STREAM_FORWARDS_SQL = `SELECT ${EVENT_COLUMNS}
  FROM es_events e JOIN es_streams s ON s.stream_id = e.stream_id
 WHERE e.stream_id = $1 AND NOT s.deleted AND e.stream_revision >= s.truncate_before AND e.stream_revision >= $2
 ORDER BY e.stream_revision
 LIMIT $3`;

/** Several streams' first events, forwards (readStreams): `n` is the stream's place in the request (1-based). */
export const READ_STREAMS_SQL = `SELECT r.n::int AS n, ${EVENT_COLUMNS}
  FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS r(stream_id, max_count, n)
  CROSS JOIN LATERAL (
    SELECT e.* FROM es_events e JOIN es_streams s ON s.stream_id = e.stream_id
     WHERE e.stream_id = r.stream_id AND NOT s.deleted AND e.stream_revision >= s.truncate_before
     ORDER BY e.stream_revision
     LIMIT r.max_count) e
 ORDER BY r.n, e.stream_revision`;

export const READ_STREAM_BACKWARDS_SQL = `SELECT ${EVENT_COLUMNS}
  FROM es_events e JOIN es_streams s ON s.stream_id = e.stream_id
 WHERE e.stream_id = $1 AND NOT s.deleted AND e.stream_revision >= s.truncate_before AND e.stream_revision <= $2
 ORDER BY e.stream_revision DESC
 LIMIT $3`;

/**
 * The next events of the global log after ($1, $2), only from transactions that finished before
 * every running one (`< xmin`): a running writer may still commit a lower position, and reading
 * past it would skip its events for good. `held_back` says committed events are waiting behind a
 * running transaction, so the caller should look again soon rather than wait for the next poll.
 * It is asked as the newest transaction id (`max`: one step down the index's right edge), not as an
 * EXISTS: the planner cannot estimate `>= xmin` of the snapshot, expects a match within a few rows
 * and scans the whole table from its oldest row, where no match is (a full scan per read).
 */
export const READ_ALL_AFTER_SQL = `WITH h AS (
  SELECT s.xmin, coalesce((SELECT max(x.transaction_id) FROM es_events x) >= s.xmin, false) AS held_back
    FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin) s
)
SELECT h.xmin::text AS horizon, h.held_back, ev.*
  FROM h LEFT JOIN LATERAL (
    SELECT ${EVENT_COLUMNS}
      FROM es_events e
     WHERE e.transaction_id < h.xmin AND (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
     ORDER BY e.transaction_id, e.global_position
     LIMIT $3
  ) ev ON true`;

export const SNAPSHOT_XMAX_SQL = `SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`;

export const DELETE_STREAM_SQL = `UPDATE es_streams SET deleted = true, updated_at = now()
 WHERE stream_id = $1 AND NOT deleted AND ($2::bigint IS NULL OR revision = $2)
 RETURNING revision`;

export const STREAM_STATE_SQL = `SELECT revision::text AS revision, deleted FROM es_streams WHERE stream_id = $1`;

export const TRUNCATE_BEFORE_SQL = `UPDATE es_streams SET truncate_before = GREATEST(truncate_before, $2), updated_at = now()
 WHERE stream_id = $1`;
