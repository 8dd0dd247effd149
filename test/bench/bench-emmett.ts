import { Pool } from 'pg';
import type { BenchEvent, Contender } from './bench-contenders';
import { ensureReadModel, startEmmettSubscriber } from './bench-subscribers';

// The slice of Emmett's API the benchmark drives, typed locally: its generics model domain events,
// which a storage benchmark does not need.
interface EmmettStore {
  appendToStream(
    stream: string,
    events: EmmettEvent[],
    options?: { expectedStreamVersion?: unknown },
  ): Promise<{ nextExpectedStreamVersion: bigint }>;
  readStream(stream: string): Promise<{ events: EmmettEvent[]; currentStreamVersion: bigint }>;
  close(): Promise<void>;
}
type EmmettEvent = { type: string; data: Record<string, unknown>; metadata?: { messageId?: string } };
const toEmmett = (e: BenchEvent): EmmettEvent => ({ type: e.type, data: e.data, metadata: { messageId: e.id } });

interface EmmettModule {
  getPostgreSQLEventStore(
    connectionString: string,
    options?: { connectionOptions?: { pooled: true; pool: Pool } },
  ): EmmettStore;
  readMessagesBatch(
    execute: unknown,
    options: { after: bigint; batchSize: number },
  ): Promise<{ currentGlobalPosition: bigint; messages: Array<{ metadata: { messageId: string } }> }>;
  appendToStream(
    pool: unknown,
    stream: string,
    streamType: string,
    events: EmmettEvent[],
    options: {
      expectedStreamVersion?: unknown;
      beforeCommitHook?: (
        messages: unknown[],
        ctx: { transaction: { execute: { query(sql: unknown): Promise<unknown> } } },
      ) => Promise<void>;
    },
  ): Promise<{ success: boolean; nextStreamPosition?: bigint; result?: { nextStreamPosition?: bigint } }>;
}
interface EmmettCore {
  STREAM_DOES_NOT_EXIST: unknown;
  isExpectedVersionConflictError(error: unknown): boolean;
}
interface DumboModule {
  dumbo(options: { connectionString: string; pooled?: boolean; pool?: Pool }): {
    execute: unknown;
    close(): Promise<void>;
  };
  rawSql(sql: string): unknown;
}

/** Emmett's PostgreSQL event store, driven through its public API (its CommonJS build). */
export function emmettContender(url: string, poolSize: number): Contender {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const emmett = require('@event-driven-io/emmett-postgresql') as EmmettModule;
  const core = require('@event-driven-io/emmett') as EmmettCore;
  const dumboModule = require('@event-driven-io/dumbo') as DumboModule;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const pool = new Pool({ connectionString: url, max: poolSize });
  const store = emmett.getPostgreSQLEventStore(url, { connectionOptions: { pooled: true, pool } });
  const db = dumboModule.dumbo({ connectionString: url, pooled: true, pool });
  const version = (expected: number) => (expected < 0 ? core.STREAM_DOES_NOT_EXIST : BigInt(expected + 1));
  return {
    name: 'Emmett (emmett-postgresql 0.42)',
    async append(streamId, events, expected, holdMs) {
      if (!holdMs) {
        const result = await store.appendToStream(streamId, events.map(toEmmett), {
          expectedStreamVersion: version(expected),
        });
        return Number(result.nextExpectedStreamVersion) - 1;
      }
      // Emmett's own before-commit hook keeps the transaction open, like our store's test hook.
      const result = await emmett.appendToStream(db, streamId, 'bench', events.map(toEmmett), {
        expectedStreamVersion: version(expected),
        beforeCommitHook: async (_messages, { transaction }) => {
          await transaction.execute.query(dumboModule.rawSql(`SELECT pg_sleep(${(holdMs / 1000).toFixed(4)})`));
        },
      });
      // dumbo's withTransaction unwraps { success, result } in this version; accept either shape.
      const next = result.nextStreamPosition ?? result.result?.nextStreamPosition;
      if (!result.success || next === undefined)
        throw Object.assign(new Error('Emmett expected version conflict'), { conflict: true });
      return Number(next) - 1;
    },
    isConflict: (error) =>
      core.isExpectedVersionConflictError(error) || (error as { conflict?: boolean }).conflict === true,
    async lastRevision(streamId) {
      const result = await store.readStream(streamId);
      return Number(result.currentStreamVersion) - 1;
    },
    async readStream(streamId) {
      return (await store.readStream(streamId)).events.map((e) => ({
        id: e.metadata?.messageId ?? '',
        type: e.type,
        data: e.data,
      }));
    },
    async readBatch(after, limit) {
      // Emmett's own batch reader: it checkpoints the global position alone.
      const batch = await emmett.readMessagesBatch(db.execute, { after: BigInt(after ?? '0'), batchSize: limit });
      return {
        ids: batch.messages.map((m) => m.metadata.messageId),
        next: batch.messages.length ? String(batch.currentGlobalPosition) : after,
      };
    },
    async bulkLoad(count) {
      await store.appendToStream('bench-init', [{ type: 'Init', data: {} }]).catch(() => undefined);
      await pool.query(
        `INSERT INTO emt_streams (stream_id, stream_position, stream_type, stream_metadata) SELECT 'bulk-' || s, 100, 'bulk', '{}' FROM generate_series(0, ($1 - 1) / 100) s`,
        [count],
      );
      await pool.query(
        `INSERT INTO emt_messages (stream_id, stream_position, message_data, message_metadata, message_schema_version, message_type, message_id, transaction_id)
         SELECT 'bulk-' || (g / 100), g % 100 + 1, jsonb_build_object('n', g), '{}', '1', 'BulkLoaded', gen_random_uuid()::text, pg_current_xact_id()
           FROM generate_series(0, $1 - 1) g`,
        [count],
      );
    },
    async logSize() {
      await store.appendToStream('bench-init', [{ type: 'Init', data: {} }]).catch(() => undefined);
      return (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM emt_messages`)).rows[0].n;
    },
    async startSubscriber(o) {
      // Its consumer needs Emmett's schema, which the store creates on first use.
      await store.appendToStream('bench-init', [{ type: 'Init', data: {} }]).catch(() => undefined);
      await ensureReadModel(pool);
      return startEmmettSubscriber(url, o);
    },
    pool,
    async close() {
      await store.close().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
