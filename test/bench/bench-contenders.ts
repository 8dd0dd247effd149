import { Pool } from 'pg';
import {
  PostgresEventStore,
  type PostgresEventStoreOptions,
} from '../../src/platform/event-store/postgres/postgres-event-store';
import { readNextBatch } from '../../src/platform/event-store/postgres/read-next-batch';
import {
  ensureReadModel,
  startOursSubscriber,
  startRawSubscriber,
  type Subscriber,
  type SubscriberOptions,
} from './bench-subscribers';

export interface BenchEvent {
  /** Client-chosen id, so the live workload can check exactly which events arrived. */
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** One way of storing events; every workload drives all three through this shape. */
export interface Contender {
  readonly name: string;
  /** Appends to a stream; `expected` is the revision of its last event (-1 = new stream). Returns the new last revision. */
  append(streamId: string, events: BenchEvent[], expected: number, holdMs?: number): Promise<number>;
  /** Is this error a lost optimistic-concurrency race? */
  isConflict(error: unknown): boolean;
  lastRevision(streamId: string): Promise<number>;
  readStream(streamId: string): Promise<BenchEvent[]>;
  /** Reads the global log after a checkpoint, the way this contender's own subscriptions do. */
  readBatch(after: string | undefined, limit: number): Promise<{ ids: string[]; next: string | undefined }>;
  /** Loads `count` events straight into the tables (for the catch-up workload). */
  bulkLoad(count: number): Promise<void>;
  /** How many events the global log holds. */
  logSize(): Promise<number>;
  /** Starts this contender's projection mechanism, writing the bench read model (bench-read-model.ts). */
  startSubscriber(o: SubscriberOptions): Promise<Subscriber>;
  /** For the read-model checks. */
  readonly pool: Pool;
  close(): Promise<void>;
}

/** Raw pg has no wake-up: its subscriber polls, as often as Emmett's consumer does at its idle minimum. */
export const RAW_POLL_MS = 100;

/** BEGIN; INSERT; COMMIT into a plain table: the practical limit. It has no stream concurrency check. */
export function rawContender(url: string, poolSize: number): Contender {
  const pool = new Pool({ connectionString: url, max: poolSize });
  let ready: Promise<unknown> | undefined;
  const init = () =>
    (ready ??= pool.query(
      `CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, stream_id text NOT NULL, event_id uuid NOT NULL, type text NOT NULL, data jsonb NOT NULL)`,
    ));
  return {
    name: 'raw pg',
    async append(streamId, events, expected, holdMs) {
      await init();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO bench_raw (stream_id, event_id, type, data) SELECT $1, unnest($2::uuid[]), unnest($3::text[]), unnest($4::jsonb[])`,
          [streamId, events.map((e) => e.id), events.map((e) => e.type), events.map((e) => JSON.stringify(e.data))],
        );
        if (holdMs) await client.query('SELECT pg_sleep($1)', [holdMs / 1000]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      return expected + events.length;
    },
    isConflict: () => false,
    async lastRevision(streamId) {
      await init();
      const { rows } = await pool.query<{ r: number }>(
        `SELECT count(*)::int - 1 AS r FROM bench_raw WHERE stream_id = $1`,
        [streamId],
      );
      return rows[0].r;
    },
    async readStream(streamId) {
      const { rows } = await pool.query(
        `SELECT event_id::text AS id, type, data FROM bench_raw WHERE stream_id = $1 ORDER BY id`,
        [streamId],
      );
      return rows as BenchEvent[];
    },
    async readBatch(after, limit) {
      await init();
      // A plain table's only checkpoint is the id: this is the reader that skips slow commits.
      // ORDER BY must name the bigint column: an output column `id::text AS id` would sort as text
      // and jump the checkpoint past most of the log (the cause of the earlier 242,005-event row).
      const { rows } = await pool.query<{ pos: string; event_id: string }>(
        `SELECT r.id::text AS pos, r.event_id::text AS event_id FROM bench_raw r WHERE r.id > $1 ORDER BY r.id LIMIT $2`,
        [after ?? '0', limit],
      );
      return { ids: rows.map((r) => r.event_id), next: rows.at(-1)?.pos ?? after };
    },
    async bulkLoad(count) {
      await init();
      await pool.query(
        `INSERT INTO bench_raw (stream_id, event_id, type, data) SELECT 'bulk-' || (g / 100), gen_random_uuid(), 'BulkLoaded', jsonb_build_object('n', g) FROM generate_series(0, $1 - 1) g`,
        [count],
      );
    },
    async logSize() {
      await init();
      return (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_raw`)).rows[0].n;
    },
    async startSubscriber(o) {
      await init();
      await ensureReadModel(pool);
      return startRawSubscriber(url, { ...o, pollMs: RAW_POLL_MS });
    },
    pool,
    close: () => pool.end(),
  };
}

export interface OursVariant {
  name?: string;
  /** PostgresEventStore's groupCommit option (EVENT_STORE_GROUP_COMMIT). */
  groupCommit?: PostgresEventStoreOptions['groupCommit'];
  /** Session settings for every connection, e.g. `-c commit_delay=200` (superuser settings: the bench connects as postgres). */
  connectionOptions?: string;
}

export function oursContender(
  url: string,
  poolSize: number,
  variant: OursVariant = {},
): Contender & {
  store: PostgresEventStore;
} {
  const pool = new Pool({ connectionString: url, max: poolSize, options: variant.connectionOptions });
  // Read synchronously at the start of append(), so setting it right before each call is race-free.
  let hold: number | undefined;
  const store = new PostgresEventStore(pool, {
    holdAppendTransactionMs: () => hold,
    groupCommit: variant.groupCommit,
  });
  return {
    store,
    name: variant.name ?? 'ours (PostgresEventStore)',
    async append(streamId, events, expected, holdMs) {
      hold = holdMs || undefined;
      const result = await store.append(
        streamId,
        events.map((e) => ({ eventId: e.id, type: e.type, data: e.data })),
        { expectedRevision: expected < 0 ? 'no_stream' : expected },
      );
      return result.nextExpectedRevision;
    },
    isConflict: (error) => (error as { code?: string }).code === 'EVENT_STORE_WRONG_EXPECTED_REVISION',
    async lastRevision(streamId) {
      const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
      return last ? last.streamRevision : -1;
    },
    async readStream(streamId) {
      return (await store.readStream(streamId)).map((e) => ({
        id: e.eventId,
        type: e.type,
        data: e.data as Record<string, unknown>,
      }));
    },
    async readBatch(after, limit) {
      const batch = await readNextBatch(pool, { after, limit });
      return { ids: batch.events.map((e) => e.eventId), next: batch.events.at(-1)?.position ?? after };
    },
    async bulkLoad(count) {
      await pool.query(
        `INSERT INTO es_streams (stream_id, stream_type, revision) SELECT 'bulk-' || s, 'bulk', 99 FROM generate_series(0, ($1 - 1) / 100) s`,
        [count],
      );
      await pool.query(
        `INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
         SELECT 'bulk-' || (g / 100), g % 100, gen_random_uuid(), 'BulkLoaded', jsonb_build_object('n', g), '{}' FROM generate_series(0, $1 - 1) g`,
        [count],
      );
    },
    async logSize() {
      return (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events`)).rows[0].n;
    },
    async startSubscriber(o) {
      await ensureReadModel(pool);
      return startOursSubscriber(url, o);
    },
    pool,
    async close() {
      await store.close();
      await pool.end();
    },
  };
}
