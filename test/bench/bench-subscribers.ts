import { Client, type Pool } from 'pg';
import { SubscriptionRunner } from '../../src/platform/projections/runner/subscription-runner';
import type { LoggedEvent, Projection, ProjectionContext } from '../../src/platform/projections/runner/projection';
import { applyDeliveries, READ_MODEL_DDL, revOf, type Delivery } from './bench-read-model';

/** Called with the ids a projection applied, right after its transaction committed. */
export type OnApplied = (eventIds: readonly string[]) => void;

export interface Subscriber {
  stop(): Promise<void>;
}

export interface SubscriberOptions {
  /** Projection name; its checkpoint survives stop(), so a second start resumes from it. */
  name: string;
  batchSize: number;
  onApplied: OnApplied;
  onError?: (error: unknown) => void;
}

export async function ensureReadModel(pool: Pool): Promise<void> {
  await pool.query(READ_MODEL_DDL);
}

/** Ours: the application's SubscriptionRunner (advisory lock, LISTEN/NOTIFY, checkpoint pair in the read model's transaction). */
export function startOursSubscriber(databaseUrl: string, o: SubscriberOptions): Subscriber {
  let pending: string[] = [];
  const projection: Projection = {
    name: o.name,
    tables: [],
    async handle(events: readonly LoggedEvent[], ctx: ProjectionContext) {
      pending = events.map((e) => e.eventId);
      await applyDeliveries(
        ctx.client,
        o.name,
        events.map((e) => ({ eventId: e.eventId, streamId: e.streamId, rev: revOf(e.data) })),
      );
    },
  };
  const runner = new SubscriptionRunner({ databaseUrl, projection, batchSize: o.batchSize });
  // 'progress' is emitted after COMMIT: the events are visible in the read model from here on.
  runner.on('progress', () => {
    const ids = pending;
    pending = [];
    o.onApplied(ids);
  });
  runner.on('failed', (error: unknown) => o.onError?.(error));
  runner.start();
  return { stop: () => runner.stop() };
}

/**
 * Raw pg has no subscription mechanism, so this is the closest equivalent a plain table allows:
 * one transaction per batch that reads `id > checkpoint`, writes the read model and moves the
 * position-only checkpoint. A writer holding a lower id that commits later is skipped for good.
 */
export function startRawSubscriber(databaseUrl: string, o: SubscriberOptions & { pollMs: number }): Subscriber {
  let stopped = false;
  const client = new Client({ connectionString: databaseUrl, application_name: `raw:${o.name}` });
  const loop = (async () => {
    await client.connect();
    await client.query(`CREATE TABLE IF NOT EXISTS bench_raw_checkpoints (name text PRIMARY KEY, pos bigint NOT NULL)`);
    await client.query(`INSERT INTO bench_raw_checkpoints VALUES ($1, 0) ON CONFLICT DO NOTHING`, [o.name]);
    while (!stopped) {
      let applied = 0;
      await client.query('BEGIN');
      try {
        const { rows: cp } = await client.query<{ pos: string }>(
          `SELECT pos::text FROM bench_raw_checkpoints WHERE name = $1 FOR UPDATE`,
          [o.name],
        );
        const { rows } = await client.query<{ pos: string; event_id: string; stream_id: string; rev: number | null }>(
          `SELECT r.id::text AS pos, r.event_id::text, r.stream_id, (r.data->>'rev')::int AS rev
             FROM bench_raw r WHERE r.id > $1 ORDER BY r.id LIMIT $2`,
          [cp[0].pos, o.batchSize],
        );
        await applyDeliveries(
          client,
          o.name,
          rows.map((r): Delivery => ({ eventId: r.event_id, streamId: r.stream_id, rev: r.rev })),
        );
        if (rows.length)
          await client.query(`UPDATE bench_raw_checkpoints SET pos = $2 WHERE name = $1`, [
            o.name,
            rows[rows.length - 1].pos,
          ]);
        await client.query('COMMIT');
        applied = rows.length;
        if (applied) o.onApplied(rows.map((r) => r.event_id));
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        o.onError?.(error);
      }
      if (applied < o.batchSize) await new Promise((r) => setTimeout(r, o.pollMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop.catch((error: unknown) => o.onError?.(error));
      await client.end().catch(() => undefined);
    },
  };
}

// The slice of Emmett's consumer API the benchmark drives, typed locally.
interface EmmettRecorded {
  data: unknown;
  metadata: { messageId: string; streamName: string };
}
interface EmmettProcessor {
  handle: (...args: unknown[]) => Promise<unknown>;
}
interface EmmettConsumerModule {
  postgreSQLEventStoreConsumer(options: {
    connectionString: string;
    pulling: { batchSize: number; pullingFrequencyInMs: number };
  }): {
    projector(options: { processorId: string; projection: unknown }): EmmettProcessor;
    start(): Promise<void>;
    close(): Promise<void>;
  };
  postgreSQLProjection(definition: {
    name: string;
    handle: (
      events: EmmettRecorded[],
      ctx: { execute: unknown; connection: { client: Pick<Client, 'query'> } },
    ) => Promise<void>;
  }): unknown;
}

/**
 * Emmett: its own consumer + projector (postgreSQLEventStoreConsumer, postgreSQLProjection). It runs
 * each pulled batch in one transaction, calling the projection per message and storing its
 * checkpoint (global position only) after each message in that same transaction.
 */
export function startEmmettSubscriber(databaseUrl: string, o: SubscriberOptions): Subscriber {
  /* eslint-disable-next-line @typescript-eslint/no-require-imports */
  const emmett = require('@event-driven-io/emmett-postgresql') as EmmettConsumerModule;
  // pullingFrequencyInMs is its wait while a backlog remains; 0 is its fastest setting. When idle it
  // backs off on its own (100 ms doubling to 1 s), which no option changes.
  const consumer = emmett.postgreSQLEventStoreConsumer({
    connectionString: databaseUrl,
    pulling: { batchSize: o.batchSize, pullingFrequencyInMs: 0 },
  });
  let pending: string[] = [];
  const processor = consumer.projector({
    processorId: o.name,
    projection: emmett.postgreSQLProjection({
      name: o.name,
      async handle(events, ctx) {
        const batch = events.map((e) => ({
          eventId: e.metadata.messageId,
          streamId: e.metadata.streamName,
          rev: revOf(e.data),
        }));
        pending.push(...batch.map((d) => d.eventId));
        await applyDeliveries(ctx.connection.client, o.name, batch);
      },
    }),
  });
  // The processor's handle() returns after its transaction committed: report the batch then.
  const handle = processor.handle.bind(processor);
  processor.handle = async (...args: unknown[]) => {
    pending = [];
    try {
      const result = await handle(...args);
      o.onApplied(pending);
      return result;
    } finally {
      pending = [];
    }
  };
  const running = consumer.start().catch((error: unknown) => o.onError?.(error));
  return {
    async stop() {
      await consumer.close().catch((error: unknown) => o.onError?.(error));
      await running;
    },
  };
}
