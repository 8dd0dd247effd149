import type { ClientBase, Pool } from 'pg';

/**
 * The read model every contender's projection writes, in the projection's own transaction:
 * an append-only delivery log (so a duplicate application is visible, not overwritten) and one
 * summary row per stream (a typical upserted read-model row).
 */
export const READ_MODEL_DDL = `
  CREATE TABLE IF NOT EXISTS bench_rm_deliveries (
    seq bigserial PRIMARY KEY, projection text NOT NULL, event_id text NOT NULL, stream_id text NOT NULL, rev int);
  CREATE TABLE IF NOT EXISTS bench_rm_streams (
    projection text NOT NULL, stream_id text NOT NULL, last_rev int, events int NOT NULL, PRIMARY KEY (projection, stream_id));`;

export interface Delivery {
  eventId: string;
  streamId: string;
  /** The revision the writer expected this event to get (from its data), or null for bulk events. */
  rev: number | null;
}

/** Applies one batch: two statements, whatever the batch size. */
export async function applyDeliveries(
  client: Pick<ClientBase, 'query'>,
  projection: string,
  batch: readonly Delivery[],
): Promise<void> {
  if (batch.length === 0) return;
  await client.query(
    `INSERT INTO bench_rm_deliveries (projection, event_id, stream_id, rev)
     SELECT $1, unnest($2::text[]), unnest($3::text[]), unnest($4::int[])`,
    [projection, batch.map((d) => d.eventId), batch.map((d) => d.streamId), batch.map((d) => d.rev)],
  );
  const perStream = new Map<string, { last: number | null; n: number }>();
  for (const d of batch) {
    const s = perStream.get(d.streamId) ?? { last: null, n: 0 };
    perStream.set(d.streamId, { last: d.rev ?? s.last, n: s.n + 1 });
  }
  await client.query(
    `INSERT INTO bench_rm_streams (projection, stream_id, last_rev, events)
     SELECT $1, unnest($2::text[]), unnest($3::int[]), unnest($4::int[])
     ON CONFLICT (projection, stream_id) DO UPDATE SET last_rev = EXCLUDED.last_rev, events = bench_rm_streams.events + EXCLUDED.events`,
    [
      projection,
      [...perStream.keys()],
      [...perStream.values()].map((s) => s.last),
      [...perStream.values()].map((s) => s.n),
    ],
  );
}

export const revOf = (data: unknown): number | null => {
  const rev = (data as { rev?: unknown } | null)?.rev;
  return typeof rev === 'number' ? rev : null;
};

export interface DeliveryCheck {
  delivered: number;
  lost: number;
  duplicated: number;
  /** Deliveries of a stream whose revision is not above the one delivered before it. */
  outOfOrder: number;
}

/** Compares what the projection applied with what the writers appended (ids of streams with `prefix`). */
export async function checkDeliveries(
  pool: Pool,
  projection: string,
  prefix: string,
  appended: ReadonlySet<string>,
): Promise<DeliveryCheck> {
  const { rows } = await pool.query<{ event_id: string; n: number }>(
    `SELECT event_id, count(*)::int AS n FROM bench_rm_deliveries WHERE projection = $1 AND stream_id LIKE $2 || '%' GROUP BY event_id`,
    [projection, prefix],
  );
  const seen = new Map(rows.map((r) => [r.event_id, r.n]));
  const { rows: order } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT rev, lag(rev) OVER (PARTITION BY stream_id ORDER BY seq) AS prev
         FROM bench_rm_deliveries WHERE projection = $1 AND stream_id LIKE $2 || '%') d
      WHERE prev IS NOT NULL AND rev <= prev`,
    [projection, prefix],
  );
  return {
    delivered: [...appended].filter((id) => seen.has(id)).length,
    lost: [...appended].filter((id) => !seen.has(id)).length,
    duplicated: [...seen.values()].reduce((sum, n) => sum + n - 1, 0),
    outOfOrder: order[0]?.n ?? 0,
  };
}
