import { Pool, type PoolClient } from 'pg';
import { InvalidEventError, StreamDeletedError, WrongExpectedRevisionError } from '../event-store.errors';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  StreamRead,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../event-store.port';
import { streamTypeOf, validateAppend } from '../event-validation';
import type { UpcasterRegistry } from '../upcaster-registry';
import {
  APPEND_SQL,
  DELETE_STREAM_SQL,
  EXPECTED_CODE,
  READ_STREAM_BACKWARDS_SQL,
  READ_STREAM_FORWARDS_SQL,
  READ_STREAMS_SQL,
  STREAM_STATE_SQL,
  TRUNCATE_BEFORE_SQL,
  type AppendRow,
} from './append-events.sql';
import { toRecordedEvent, type PgEventRow } from './pg-event-row';
import type { ChainVerification } from '../integrity/chain-verification';
import { verifyStreamChain } from './hash-chain';
import { GroupCommitter, type AppendMember, type GroupCommitOptions } from './group-commit';
import { PgNotifications } from './pg-notifications';
import { comparePgPositions, encodePgPosition } from './pg-position';
import { PgSubscription } from './pg-subscription';
import { readNextBatch } from './read-next-batch';

export interface PostgresEventStoreOptions {
  /** Pool size when the store builds its own pool from a URL (default 10). */
  poolSize?: number;
  /** Applied to every event read. Registrations made after construction are honoured. */
  upcasters?: UpcasterRegistry;
  /** Fallback polling interval of subscriptions when no notification arrives (default 1000 ms). */
  pollIntervalMs?: number;
  /** LISTEN/NOTIFY channel (default `es_events`). */
  channel?: string;
  /** Reports background failures (listener, notify, subscriptions without their own onError). */
  onError?: (error: unknown) => void;
  /**
   * TEST HOOK: when set, each append runs as BEGIN; es_append; pg_sleep(ms); COMMIT so the
   * transaction stays open for the returned milliseconds, making commits land out of position order.
   * Returning undefined runs that append normally (one statement).
   */
  holdAppendTransactionMs?: () => number | undefined;
  /**
   * Group commit (EVENT_STORE_GROUP_COMMIT, off by default): appends that arrive while earlier ones
   * are committing share one transaction and one WAL flush (es_append_group), each member still
   * checked and refused alone. `true` = the default sizes of GroupCommitOptions.
   */
  groupCommit?: boolean | GroupCommitOptions;
}

const MAX_REVISION = '9223372036854775807';

function expectedCode(expected: ExpectedRevision): number {
  return typeof expected === 'number' ? expected : EXPECTED_CODE[expected];
}

function describeExpected(expected: ExpectedRevision): string {
  return typeof expected === 'number' ? String(expected) : expected;
}

/** The default EventStore: PostgreSQL tables and the es_append function of DESIGN.md §4. */
export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly ownsPool: boolean;
  private readonly notifications: PgNotifications;
  private readonly groups: GroupCommitter | undefined;
  private readonly subscriptions = new Set<PgSubscription>();
  private closed = false;

  constructor(
    poolOrUrl: Pool | string,
    private readonly options: PostgresEventStoreOptions = {},
  ) {
    this.ownsPool = typeof poolOrUrl === 'string';
    this.pool =
      typeof poolOrUrl === 'string'
        ? new Pool({ connectionString: poolOrUrl, max: options.poolSize ?? 10 })
        : poolOrUrl;
    const onError = options.onError ?? (() => undefined);
    if (this.ownsPool) this.pool.on('error', onError);
    this.notifications = new PgNotifications(this.pool, options.channel ?? 'es_events', this.pool.options, onError);
    const group = options.groupCommit;
    if (group)
      this.groups = new GroupCommitter(this.pool, group === true ? {} : group, (member) => this.runAppend(member));
  }

  /** Groups committed so far and the appends they carried (undefined when group commit is off). */
  get groupCommitStats(): GroupCommitter['stats'] | undefined {
    return this.groups?.stats;
  }

  async append(
    streamId: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision; streamType?: string },
  ): Promise<AppendResult> {
    validateAppend(streamId, events, options.expectedRevision);
    const member: AppendMember = {
      streamId,
      streamType: options.streamType ?? streamTypeOf(streamId),
      expected: expectedCode(options.expectedRevision),
      eventIds: events.map((e) => e.eventId),
      types: events.map((e) => e.type),
      versions: events.map((e) => e.schemaVersion ?? 1),
      data: events.map((e) => JSON.stringify(e.data)),
      metadata: events.map((e) => JSON.stringify(e.metadata ?? {})),
      // Read now, synchronously: the bench sets the hook's value right before calling append.
      holdMs: this.options.holdAppendTransactionMs?.(),
    };
    let row: AppendRow;
    try {
      row = this.groups ? await this.groups.append(member) : await this.runAppend(member);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new InvalidEventError(
          `An event id of this append is already used elsewhere in stream ${streamId}`,
          'eventId',
        );
      }
      throw error;
    }
    switch (row.r_status) {
      case 'ok':
      case 'idempotent':
        if (row.r_status === 'ok') this.notifications.committed();
        return {
          nextExpectedRevision: Number(row.r_revision),
          position: encodePgPosition({
            transactionId: row.r_transaction_id ?? '0',
            globalPosition: row.r_position ?? '0',
          }),
        };
      case 'deleted':
        throw new StreamDeletedError(streamId);
      case 'wrong_revision':
        throw new WrongExpectedRevisionError(
          streamId,
          describeExpected(options.expectedRevision),
          row.r_revision === null ? null : Number(row.r_revision),
        );
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision ?? (backwards ? MAX_REVISION : 0);
    const { rows } = await this.pool.query<PgEventRow>({
      name: backwards ? 'es_read_stream_backwards' : 'es_read_stream_forwards',
      text: backwards ? READ_STREAM_BACKWARDS_SQL : READ_STREAM_FORWARDS_SQL,
      values: [streamId, from, options.maxCount ?? null],
    });
    return rows.map((row) => toRecordedEvent(row, this.options.upcasters));
  }

  async readStreams(reads: readonly StreamRead[]): Promise<RecordedEvent[][]> {
    const streams: RecordedEvent[][] = reads.map(() => []);
    if (reads.length === 0) return streams;
    const { rows } = await this.pool.query<PgEventRow & { n: number }>({
      name: 'es_read_streams',
      text: READ_STREAMS_SQL,
      values: [reads.map((r) => r.streamId), reads.map((r) => r.maxCount)],
    });
    for (const row of rows) streams[row.n - 1].push(toRecordedEvent(row, this.options.upcasters));
    return streams;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const batch = await readNextBatch(this.pool, {
      after: options.after,
      limit: options.maxCount ?? null,
      upcasters: this.options.upcasters,
    });
    return batch.events;
  }

  subscribe(options: SubscribeOptions): Subscription {
    if (this.closed) throw new Error('Event store is closed');
    const subscription = new PgSubscription(
      {
        pool: this.pool,
        upcasters: this.options.upcasters,
        pollIntervalMs: this.options.pollIntervalMs ?? 1000,
        onStopped: (s) => {
          this.subscriptions.delete(s);
          unsubscribe();
        },
      },
      { ...options, onError: options.onError ?? this.options.onError },
    );
    const unsubscribe = this.notifications.subscribe(subscription.wake);
    this.subscriptions.add(subscription);
    return subscription;
  }

  async deleteStream(streamId: string, options: { expectedRevision?: ExpectedRevision } = {}): Promise<void> {
    const expected = options.expectedRevision ?? 'any';
    const exact = typeof expected === 'number' ? expected : null;
    if (expected !== 'no_stream') {
      const { rowCount } = await this.pool.query(DELETE_STREAM_SQL, [streamId, exact]);
      if (rowCount) return;
    }
    const { rows } = await this.pool.query<{ revision: string; deleted: boolean }>(STREAM_STATE_SQL, [streamId]);
    const state = rows[0];
    const actual = state && !state.deleted ? Number(state.revision) : null;
    if (expected === 'any' || (expected === 'no_stream' && actual === null)) return;
    throw new WrongExpectedRevisionError(streamId, describeExpected(expected), actual);
  }

  async truncateBefore(streamId: string, revision: number): Promise<void> {
    if (!Number.isSafeInteger(revision) || revision < 0)
      throw new InvalidEventError('Truncate revision is a whole number ≥ 0', 'revision');
    await this.pool.query(TRUNCATE_BEFORE_SQL, [streamId, revision]);
  }

  /** Recomputed in SQL by es_event_hash, the function es_append used. */
  async verifyStreamChain(streamId: string): Promise<ChainVerification> {
    return verifyStreamChain(
      async (sql, params) => (await this.pool.query<Record<string, unknown>>(sql, params)).rows,
      streamId,
    );
  }

  comparePositions(a: string, b: string): number {
    return comparePgPositions(a, b);
  }

  /** Goes out with the next wake-up of other processes, in one statement (pg-notifications.ts). */
  notifyAfterCommit(channel: string, payload: string): Promise<void> {
    return this.notifications.notify(channel, payload);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.groups?.whenIdle();
    await this.notifications.close();
    if (this.ownsPool) await this.pool.end();
  }

  private async runAppend(member: AppendMember): Promise<AppendRow> {
    const { holdMs } = member;
    const params = [
      member.streamId,
      member.streamType,
      member.expected,
      member.eventIds,
      member.types,
      member.versions,
      member.data,
      member.metadata,
    ];
    if (holdMs === undefined) {
      const { rows } = await this.pool.query<AppendRow>({ name: 'es_append', text: APPEND_SQL, values: params });
      return rows[0];
    }
    const client: PoolClient = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<AppendRow>({ name: 'es_append', text: APPEND_SQL, values: params });
      await client.query('SELECT pg_sleep($1)', [holdMs / 1000]);
      await client.query('COMMIT');
      return rows[0];
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
