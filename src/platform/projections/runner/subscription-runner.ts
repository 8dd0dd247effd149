import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import type { UpcasterRegistry } from '../../event-store/upcaster-registry';
import { lockCheckpoint, readCheckpoint, writeCheckpoint } from './event-log';
import type { EventLogSource, LogWatch } from './event-log-source';
import { PostgresLogSource } from './postgres-log-source';
import { checkpointIdOf, type Projection, type ProjectionContext } from './projection';
import { comparePositions, ORIGIN, type LogPosition } from './position';

export type RunnerState = 'starting' | 'passive' | 'active' | 'error' | 'stopped';

export interface RunnerOptions {
  databaseUrl: string;
  projection: Projection;
  /** Where the events come from; default: the PostgreSQL adapter's `es_events` (with `channel` and `upcasters`). */
  source?: EventLogSource;
  /** NOTIFY channel of the event store adapter; polling covers a missed or unknown channel. */
  channel?: string;
  pollIntervalMs?: number;
  lockRetryMs?: number;
  batchSize?: number;
  /** The event store's upcasters, so projections see current event schemas (default source only). */
  upcasters?: UpcasterRegistry;
  /** Suffix for table names (`_rebuild`); only the rebuilder sets it. */
  tableSuffix?: string;
  log?: (message: string) => void;
}

export interface RunnerStatus {
  name: string;
  state: RunnerState;
  checkpoint: LogPosition | null;
  lastError: string | null;
  processed: number;
}

export { DEFAULT_CHANNEL } from './postgres-log-source';

/** 64-bit advisory lock key per projection, computed in SQL so every instance agrees. */
const LOCK_SQL = `SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked`;

/**
 * One catch-up subscription for one projection. Holds a session advisory lock on a dedicated
 * connection so only one instance applies events; the others stay passive and retry the lock.
 * Each batch of events is read, applied and checkpointed in one transaction.
 */
export class SubscriptionRunner extends EventEmitter {
  private client: Client | null = null;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private pendingWake = false;
  private status: RunnerStatus;
  private readonly source: EventLogSource;

  constructor(private readonly options: RunnerOptions) {
    super();
    this.source = options.source ?? new PostgresLogSource({ upcasters: options.upcasters, channel: options.channel });
    this.status = { name: options.projection.name, state: 'stopped', checkpoint: null, lastError: null, processed: 0 };
  }

  get name(): string {
    return this.options.projection.name;
  }

  snapshot(): RunnerStatus {
    return { ...this.status };
  }

  start(): void {
    if (this.loop) return;
    this.stopped = false;
    this.status.state = 'starting';
    this.loop = this.run();
  }

  /** New events may exist (our own append, or a NOTIFY): skip the rest of the poll wait. */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    const loop = this.loop;
    this.loop = null;
    // A passive runner sits in a lock retry sleep; ending the client makes it notice at once.
    await loop;
    this.status.state = 'stopped';
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const client = new Client({
        connectionString: this.options.databaseUrl,
        application_name: `projection:${this.name}`,
      });
      // A dropped connection surfaces as a rejected query; this only keeps the emitter from throwing.
      client.on('error', (error) => this.fail(error));
      this.client = client;
      let watch: LogWatch | null = null;
      try {
        await client.connect();
        if (!(await this.acquireLock(client))) break;
        this.status.state = 'active';
        this.status.lastError = null;
        this.emit('active');
        while (!this.stopped) {
          const applied = await this.processBatch(client);
          if (applied > 0) continue;
          // Watch for other processes' appends once caught up, so catching up is not read twice;
          // then look once more, in case an event landed before the watch began.
          if (!watch) {
            watch = await this.source.watch(client, this.status.checkpoint ?? ORIGIN, () => this.wake());
            continue;
          }
          await this.idle(this.options.pollIntervalMs ?? 500);
        }
      } catch (error) {
        if (this.stopped) break;
        this.fail(error);
        await this.idle(1000);
      } finally {
        await watch?.stop().catch(() => undefined);
        this.client = null;
        // Ending the session releases the advisory lock for another instance.
        await client.end().catch(() => undefined);
      }
    }
    this.status.state = 'stopped';
  }

  private fail(error: unknown): void {
    this.status.state = this.stopped ? 'stopped' : 'error';
    this.status.lastError = error instanceof Error ? error.message : String(error);
    this.options.log?.(`projection ${this.name}: ${this.status.lastError}`);
    this.emit('failed', error);
  }

  private async acquireLock(client: Client): Promise<boolean> {
    while (!this.stopped) {
      const { rows } = await client.query<{ locked: boolean }>(LOCK_SQL, [checkpointIdOf(this.name)]);
      if (rows[0]?.locked) return true;
      this.status.state = 'passive';
      await this.idle(this.options.lockRetryMs ?? 2000);
    }
    return false;
  }

  /** Applies up to one batch; returns how many events it applied. */
  private async processBatch(client: Client): Promise<number> {
    const { projection } = this.options;
    const id = checkpointIdOf(projection.name);
    const suffix = this.options.tableSuffix ?? '';
    const ctx: ProjectionContext = { client, table: (logical) => `${logical}${suffix}` };
    await client.query('BEGIN');
    try {
      // Read before taking any row lock: a transaction id of our own would hold the visibility horizon back.
      const after = (await readCheckpoint(client, id)) ?? ORIGIN;
      const { events, heldBack } = await this.source.readAfter(client, after, this.options.batchSize ?? 200);
      if (events.length === 0) {
        await client.query('COMMIT');
        this.status.checkpoint = after;
        // Committed events wait behind a short running transaction: look again soon, not at the next poll.
        if (heldBack) this.heldBackRetry();
        return 0;
      }
      // A rebuild swap holds this row while it moves the checkpoint; if it moved, start over from the new one.
      const locked = await lockCheckpoint(client, id);
      if (comparePositions(locked, after) !== 0) {
        await client.query('ROLLBACK');
        this.pendingWake = true;
        return 0;
      }
      await projection.handle(events, ctx);
      const last = events[events.length - 1].position;
      await writeCheckpoint(client, id, last);
      await client.query('COMMIT');
      this.status.checkpoint = last;
      this.status.processed += events.length;
      this.emit('progress', last);
      return events.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  private heldBackRetry(): void {
    setTimeout(() => this.wake(), 50).unref();
  }

  private idle(ms: number): Promise<void> {
    if (this.pendingWake || this.stopped) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.pendingWake = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
