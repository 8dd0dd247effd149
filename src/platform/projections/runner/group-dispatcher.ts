import { EventEmitter } from 'node:events';
import type { Client } from 'pg';
import { dispatcherClient, prepareDispatcherSession, readAheadClient, tryGroupLock } from './dispatcher-lease';
import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_CHECKPOINT_FLUSH_MS,
  DEFAULT_LOCK_RETRY_MS,
  DEFAULT_POLL_INTERVAL_MS,
  DEFAULT_SKIP_PAUSE_MS,
  groupLockKey,
  type DispatcherOptions,
} from './dispatcher-options';
import { LoopWakes } from '../../lifecycle/loop-wakes';
import type { EventLogSource, LogWatch } from './event-log-source';
import { analyzeTables, CatchUpStatistics } from './catch-up-statistics';
import { MemberCheckpoints } from './member-checkpoints';
import { PostgresLogSource } from './postgres-log-source';
import type { Projection } from './projection';
import { DEFAULT_RETRY_DELAYS_MS, ProjectionMember, type DispatcherState } from './projection-member';
import { SliceApplier } from './slice-applier';
import { SlicePlanner } from './slice-plan';
import { SliceReadAhead } from './slice-read-ahead';
import { SliceReader } from './slice-reader';

export {
  DEFAULT_BATCH_SIZE,
  DEFAULT_CHECKPOINT_FLUSH_MS,
  DEFAULT_LOCK_RETRY_MS,
  DEFAULT_SKIP_PAUSE_MS,
  groupLockKey,
  type DispatcherOptions,
} from './dispatcher-options';

/**
 * One catch-up subscription for a group of projections. It holds one session advisory lock per
 * group on a dedicated connection (one active dispatcher per group across instances, the others
 * passive), reads each slice of the global log once and applies it to every member in one
 * transaction, each member inside a SAVEPOINT so one failing handler parks that member alone, and
 * moves the members' checkpoint rows with one UPDATE. When nothing is new it runs no transaction:
 * a wake or the poll timer first asks the source for one event past the lowest checkpoint.
 *
 * This class runs the loop and the lease; the slice's parts live beside it: planning
 * (slice-plan.ts), reading (slice-reader.ts), applying (slice-applier.ts), parking
 * (member-parking.ts), checkpoint rows (member-checkpoints.ts), waits (lifecycle/loop-wakes.ts).
 */
export class GroupDispatcher extends EventEmitter {
  private readonly members = new Map<string, ProjectionMember>();
  private readonly source: EventLogSource;
  private readonly reader: SliceReader;
  private readonly applier: SliceApplier;
  private readonly planner = new SlicePlanner();
  private readonly checkpoints: MemberCheckpoints;
  private readonly wakes = new LoopWakes();
  private readonly pollMs: number;
  private state: DispatcherState = 'stopped';
  private loop: Promise<void> | null = null;

  constructor(private readonly options: DispatcherOptions) {
    super();
    this.source = options.source ?? new PostgresLogSource({ upcasters: options.upcasters, channel: options.channel });
    this.pollMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.reader = new SliceReader(
      this.source,
      new SliceReadAhead(this.source, () => readAheadClient(options.databaseUrl, options.group)),
      options.batchSize ?? DEFAULT_BATCH_SIZE,
      options.maxBatchSize,
    );
    this.applier = new SliceApplier({
      source: this.source,
      reader: this.reader,
      memo: {},
      tableSuffix: options.tableSuffix,
      log: options.log,
      onSlice: (slice) => this.emit('slice', slice),
    });
    this.checkpoints = new MemberCheckpoints(this.pollMs, options.checkpointFlushMs ?? DEFAULT_CHECKPOINT_FLUSH_MS);
  }

  get group(): string {
    return this.options.group;
  }

  /** The advisory lock this group's dispatchers compete for. */
  get lockKey(): string {
    return this.options.lockKey ?? groupLockKey(this.group);
  }

  add(projection: Projection): ProjectionMember {
    if (this.members.has(projection.name)) throw new Error(`Projection ${projection.name} is in ${this.group} twice`);
    const member = new ProjectionMember(
      projection,
      this.group,
      () => this.wake(),
      this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    );
    member.setDispatcherState(this.state);
    this.members.set(projection.name, member);
    this.checkpoints.membersChanged = true;
    this.wake();
    return member;
  }

  member(name: string): ProjectionMember | undefined {
    return this.members.get(name);
  }

  all(): ProjectionMember[] {
    return [...this.members.values()];
  }

  start(): void {
    if (this.loop) return;
    this.wakes.stopped = false;
    this.setState('starting');
    this.loop = this.run();
  }

  /** New events may exist (our own append, a NOTIFY, a reader waiting): skip the rest of the wait. */
  wake(): void {
    this.wakes.wake();
  }

  async stop(): Promise<void> {
    this.wakes.stopped = true;
    this.wake();
    const loop = this.loop;
    this.loop = null;
    await loop;
    this.setState('stopped');
  }

  private setState(state: DispatcherState, error?: unknown): void {
    this.state = state;
    for (const member of this.members.values()) member.setDispatcherState(state, error);
    if (state === 'active') this.emit('active');
  }

  private async run(): Promise<void> {
    const wakes = this.wakes;
    while (!wakes.stopped) {
      const client = dispatcherClient(this.options.databaseUrl, this.group);
      // A dropped connection surfaces as a rejected query; this only keeps the emitter from throwing.
      client.on('error', (error) => this.fail(error));
      const session: { watch: LogWatch | null } = { watch: null };
      try {
        await client.connect();
        await prepareDispatcherSession(client);
        if (!(await this.acquireLock(client))) break;
        this.checkpoints.membersChanged = true;
        this.setState('active');
        await this.serve(client, session);
        // Stopping: write what moved in memory alone (lost on a crash instead, which only re-reads
        // events no member selects).
        if (wakes.stopped) await this.checkpoints.flush(client, this.all());
      } catch (error) {
        if (wakes.stopped) break;
        this.fail(error);
        await wakes.idle(1000);
      } finally {
        this.reader.close();
        await session.watch?.stop().catch(() => undefined);
        // Ending the session releases the advisory lock for another instance.
        await client.end().catch(() => undefined);
      }
    }
    this.setState('stopped');
  }

  /** The active dispatcher's loop, until stopped; the watch it opens is the session's, stopped with the connection. */
  private async serve(client: Client, session: { watch: LogWatch | null }): Promise<void> {
    const wakes = this.wakes;
    // Right after activation there may be a backlog: read without asking first.
    let mustRead = true;
    const statistics = new CatchUpStatistics(this.options.analyzeAfterEvents);
    while (!wakes.stopped) {
      if (this.checkpoints.flushDueIn(this.all(), Date.now()) === 0) await this.checkpoints.flush(client, this.all());
      // On the poll timer, look at the checkpoint rows too: an operator may have moved one (a replay).
      if (this.checkpoints.due(Date.now())) await this.checkpoints.load(client, this.all());
      const plan = this.planner.plan(this.all(), Date.now());
      if (!plan) {
        await wakes.idle(this.untilNextWork());
        continue;
      }
      // Caught up (or serving the leaders): one indexed lookup, no transaction, decides whether to read.
      if (plan.leaders || (!plan.spread && !mustRead)) {
        if (!(await this.source.hasEventsAfter(client, plan.from))) {
          if (plan.leaders) continue; // the members behind go next
          // Watch for other processes' appends once caught up, then look once more in case one landed first.
          if (!session.watch) {
            session.watch = await this.source.watch(client, plan.from, () => this.wake());
            continue;
          }
          await wakes.idle(this.untilNextWork());
          continue;
        }
      }
      if (!mustRead && this.options.settleMs) await wakes.pause(this.options.settleMs);
      const result = await this.applier.process(client, plan);
      mustRead = result.moved || result.events >= this.reader.batchSize;
      if (statistics.slice(result.events, result.events >= this.reader.batchSize)) await this.analyze(client);
      if (result.skipped && !mustRead) await wakes.pause(this.options.skipPauseMs ?? DEFAULT_SKIP_PAUSE_MS);
      if (result.events > 0 || result.moved) continue;
      // Committed events wait behind a short running transaction: look again soon, not at the next poll.
      if (result.heldBack) setTimeout(() => this.wake(), 50).unref();
      await wakes.idle(this.untilNextWork());
    }
  }

  /** The members' tables' statistics, after a long catch-up (CatchUpStatistics). */
  private analyze(client: Client): Promise<void> {
    const suffix = this.options.tableSuffix ?? '';
    const tables = this.all().flatMap((m) => m.projection.tables.map((table) => `${table}${suffix}`));
    return analyzeTables(client, tables, this.options.log);
  }

  private fail(error: unknown): void {
    if (this.wakes.stopped) return;
    this.options.log?.(`projections ${this.group}: ${error instanceof Error ? error.message : String(error)}`);
    this.setState('error', error);
    this.emit('failed', error);
  }

  private async acquireLock(client: Client): Promise<boolean> {
    while (!this.wakes.stopped) {
      if (await tryGroupLock(client, this.lockKey)) return true;
      this.setState('passive');
      await this.wakes.idle(this.options.lockRetryMs ?? DEFAULT_LOCK_RETRY_MS);
    }
    return false;
  }

  /** How long to idle: until the poll, a parked member's retry or a checkpoint write falls due. */
  private untilNextWork(): number {
    const flush = this.checkpoints.flushDueIn(this.all(), Date.now());
    return flush === null ? this.untilNextRetry() : Math.min(flush, this.untilNextRetry());
  }

  private untilNextRetry(): number {
    const due = this.all()
      .map((m) => m.retryDueAt())
      .filter((t): t is number => t !== null);
    if (due.length === 0) return this.pollMs;
    return Math.max(0, Math.min(this.pollMs, Math.min(...due) - Date.now()));
  }
}
