import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DATABASE_URL } from '../database/database.module';
import { JobCompletions } from './job-completions';
import { JobLane } from './job-lane';
import { JobLeases } from './job-leases';
import { JobQueue } from './job-queue';
import { JobsListener } from './jobs-listener';
import { retryDelayMs, type Job, type JobBatchHandler, type JobHandler, type JobRow } from './job.types';
import { sqlOfDataSource, type Sql } from './sql';
import {
  jobAttempts,
  jobDuration,
  jobFailures,
  jobsQueueDepth,
  onScrape,
  outboxBacklog,
} from '../observability/metrics';
import { contextOfTraceparent, inSpan } from '../observability/trace-context';

/**
 * `jobs`: timed and provider work; its loop runs where JOBS_WORKER_ENABLED (tests drive `runDue()`).
 * `reactions`: the work of reactions (src/platform/projections/reactions), due as soon as it is
 * scheduled; its loop runs on every instance, as the reaction runners it replaces did.
 */
export type JobLaneName = 'jobs' | 'reactions';

export interface RegisterOptions<Payload extends Record<string, unknown> = Record<string, unknown>> {
  lane?: JobLaneName;
  /**
   * The most jobs of this kind one instance runs at once (default and at most the lane's
   * JOBS_CONCURRENCY): for a kind that waits on something slow (a provider, a lock its jobs take in
   * turn), so it holds only that many of the lane's slots and the lane's other kinds keep moving.
   */
  concurrency?: number;
  /**
   * Runs several due jobs of this kind at once (up to JOBS_CLAIM_BATCH): for a kind whose jobs each
   * pay a stream read and a transaction of their own, where one for many costs little more than one.
   */
  batch?: JobBatchHandler<Payload>;
  /**
   * The most jobs one batch takes (default and at most JOBS_CLAIM_BATCH). A batch's jobs are
   * recorded as done together: a kind whose jobs run one after the other keeps its batches short, so
   * the first one's done is not held back by the last one's work.
   */
  batchSize?: number;
}

/** Rows one purge statement deletes at most, and statements one purge pass runs at most. */
export const PURGE_BATCH = 1000;
const PURGE_STATEMENTS = 20;
const PURGE_EVERY_MS = 60_000;

/**
 * A lane's claim ($1 now, $2 the lease's end, $3 this worker, $4 the lane's kinds, $5 how many).
 * Each kind's oldest due jobs come from its own part of jobs_kind_due_idx (a few index pages
 * however long the backlog), and the claim takes the oldest of them all: the same rows as one
 * ordered pass over every due job, without passing over other kinds' or reading the backlog.
 * A kind's rows beyond the limit are locked only until this statement ends.
 */
export const CLAIM_SQL = `
  UPDATE jobs SET locked_until = $2, locked_by = $3, attempts = attempts + 1, updated_at = $1
   WHERE id IN (
     SELECT due.id FROM unnest($4::text[]) AS k(kind)
      CROSS JOIN LATERAL (
        SELECT id, run_at FROM jobs
         WHERE jobs.kind = k.kind AND done_at IS NULL AND run_at <= $1
           AND (locked_until IS NULL OR locked_until < $1)
         ORDER BY run_at, id LIMIT $5
         FOR UPDATE SKIP LOCKED) AS due
      ORDER BY due.run_at, due.id LIMIT $5)
  RETURNING *`;

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED and a lease (locked_until), so several instances
 * share the table and each job runs once; a crashed instance's lease expires and the job is
 * claimed again. "Now" is the injected Clock, so tests move time instead of waiting. Each lane
 * claims up to JOBS_CLAIM_BATCH rows at a time and runs up to JOBS_CONCURRENCY at once; a NOTIFY
 * on commit of a due job (any instance) wakes the lanes at once.
 */
@Injectable()
export class JobWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private unregisterMetrics: (() => void) | null = null;
  readonly workerId = `worker-${randomUUID()}`;
  private readonly logger = new Logger('JobWorker');
  private readonly handlers = new Map<string, JobHandler>();
  private readonly laneOf = new Map<string, JobLaneName>();
  private readonly limits = new Map<string, number>();
  private readonly batchHandlers = new Map<string, JobBatchHandler>();
  /** A batch kind's own most jobs a batch (RegisterOptions.batchSize). */
  private readonly batchSizes = new Map<string, number>();
  private readonly lanes: Record<JobLaneName, JobLane>;
  private readonly sql: Sql;
  private readonly listener: JobsListener;
  private purgeTimer: NodeJS.Timeout | null = null;
  /** A claim or an outcome write failed: leases of this worker may be orphaned (releaseOrphans). */
  private leasesInDoubt = false;
  private claiming = 0;
  private releasing: Promise<void> | null = null;
  private readonly housekeepingTasks = new Map<string, () => Promise<number>>();
  /** Claimed rows and their heartbeat (job-leases.ts). */
  readonly leases: JobLeases;
  /** "Done" of every lane, written for many jobs at once under load (job-completions.ts). */
  private readonly completions: JobCompletions;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) databaseUrl: string,
  ) {
    this.sql = sqlOfDataSource(dataSource);
    this.leases = new JobLeases({
      sql: this.sql,
      workerId: this.workerId,
      leaseMs: config.jobsLeaseMs,
      now: () => this.clock.now(),
      warn: (message) => this.logger.warn(message),
    });
    this.completions = new JobCompletions((ids) => this.completeRows(ids), Math.max(config.jobsClaimBatch, 50));
    const lane = (name: JobLaneName): JobLane =>
      new JobLane({
        claim: (limit, skip) => this.claim(name, limit, skip),
        execute: (rows) => this.execute(rows),
        concurrency: config.jobsConcurrency,
        limitOf: (kind) => this.limits.get(kind) ?? config.jobsConcurrency,
        batchOf: (kind) =>
          this.batchHandlers.has(kind) ? Math.min(this.batchSizes.get(kind) ?? Infinity, config.jobsClaimBatch) : 1,
        claimBatch: config.jobsClaimBatch,
        pollMs: config.jobsPollMs,
        warn: (message) => this.logger.warn(message),
      });
    this.lanes = { jobs: lane('jobs'), reactions: lane('reactions') };
    this.listener = new JobsListener(
      databaseUrl,
      () => this.wake(),
      (message) => this.logger.warn(message),
    );
    this.queue.events.on('scheduled', (runAt: Date) => {
      if (runAt.getTime() <= this.clock.now().getTime()) this.wake();
    });
  }

  /** One handler per kind; modules register in onModuleInit. Only registered kinds are claimed here. */
  register<Payload extends Record<string, unknown>>(
    kind: string,
    handler: JobHandler<Payload>,
    options: RegisterOptions<Payload> = {},
  ): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
    this.handlers.set(kind, handler as JobHandler);
    if (options.batch) this.batchHandlers.set(kind, options.batch as unknown as JobBatchHandler);
    if (options.batchSize !== undefined) this.batchSizes.set(kind, Math.max(1, Math.floor(options.batchSize)));
    this.laneOf.set(kind, options.lane ?? 'jobs');
    if (options.concurrency !== undefined) this.limits.set(kind, Math.max(1, Math.floor(options.concurrency)));
  }

  /**
   * A periodic clean-up another module owns (the auth module prunes `sessions` and `rate_limits`): it
   * runs every minute with the purge of done jobs, where the `jobs` lane runs, and must itself be a
   * bounded pass (a backlog is worked off over several minutes). Returns how many rows it removed.
   */
  registerHousekeeping(name: string, task: () => Promise<number>): void {
    if (this.housekeepingTasks.has(name)) throw new Error(`Housekeeping ${name} is registered twice`);
    this.housekeepingTasks.set(name, task);
  }

  /** One pass of every housekeeping task (the minute timer; tests call it): rows removed, by task. */
  async runHousekeeping(): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const [name, task] of this.housekeepingTasks) {
      try {
        removed[name] = await task();
      } catch (error) {
        this.logger.warn(`housekeeping ${name} failed: ${messageOf(error)}`);
      }
    }
    return removed;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.unregisterMetrics = onScrape(() => this.scrape());
    await this.listener.start();
    this.lanes.reactions.start();
    if (this.config.jobsWorkerEnabled) this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.unregisterMetrics?.();
    await this.stop();
  }

  /**
   * For the readiness probe: the `reactions` lane's loop runs (and the `jobs` lane's where
   * JOBS_WORKER_ENABLED), so scheduled work is picked up.
   */
  alive(): boolean {
    return this.lanes.reactions.looping && (!this.config.jobsWorkerEnabled || this.lanes.jobs.looping);
  }

  /** Scrape time: jobs not done by kind (due now or later); the reactions lane's backlog is the outbox. */
  private async scrape(): Promise<void> {
    const rows = await this.sql<{ kind: string; due: boolean; n: number }>(
      `SELECT kind, run_at <= $1 AS due, count(*)::int AS n FROM jobs WHERE done_at IS NULL GROUP BY 1, 2`,
      [this.clock.now()],
    );
    jobsQueueDepth.reset();
    outboxBacklog.reset();
    const backlog = new Map<string, number>();
    for (const row of rows) {
      jobsQueueDepth.set({ kind: row.kind, due: String(row.due) }, row.n);
      if (this.laneOf.get(row.kind) === 'reactions') backlog.set(row.kind, (backlog.get(row.kind) ?? 0) + row.n);
    }
    for (const [kind, n] of backlog) outboxBacklog.set({ kind }, n);
  }

  /** Starts the `jobs` lane's loop (the `reactions` lane starts with the application), the purge of done jobs and the housekeeping. */
  start(): void {
    this.lanes.jobs.start();
    if (!this.purgeTimer) {
      this.purgeTimer = setInterval(() => {
        this.purgeDone().catch((error) => this.logger.warn(`purge of done jobs failed: ${messageOf(error)}`));
        void this.runHousekeeping();
      }, PURGE_EVERY_MS);
      this.purgeTimer.unref();
    }
  }

  /**
   * Deletes done jobs older than JOBS_DONE_RETENTION_HOURS (by `done_at`, the Clock's time), oldest
   * first, at most PURGE_BATCH rows per statement and a bounded number of statements per pass, so a
   * large backlog is worked off over several passes without one long transaction. Failed and
   * canceled rows stay (a canceled key keeps a late schedule from running). A reaction's key only
   * matters while its slice could be delivered again, i.e. until the reaction's checkpoint passed
   * it, long before the retention. Returns how many rows went.
   */
  async purgeDone(): Promise<number> {
    const hours = this.config.jobsDoneRetentionHours;
    if (hours <= 0) return 0;
    const before = new Date(this.clock.now().getTime() - hours * 3600 * 1000);
    let purged = 0;
    for (let i = 0; i < PURGE_STATEMENTS; i += 1) {
      const rows = await this.sql<{ n: number }>(
        `WITH gone AS (
           DELETE FROM jobs WHERE id IN (
             SELECT id FROM jobs WHERE outcome = 'done' AND done_at < $1 ORDER BY done_at, id LIMIT $2)
           RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [before, PURGE_BATCH],
      );
      const n = rows[0]?.n ?? 0;
      purged += n;
      if (n < PURGE_BATCH) break;
    }
    return purged;
  }

  async stop(): Promise<void> {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    this.purgeTimer = null;
    await Promise.all([this.lanes.jobs.stop(), this.lanes.reactions.stop(), this.listener.stop()]);
    this.leases.stop();
  }

  /** Skip the rest of the poll wait (a job became due, or a test moved the clock). */
  wake(): void {
    this.lanes.jobs.wake();
    this.lanes.reactions.wake();
  }

  /** Claims and runs every job of the lane (default `jobs`) due now; resolves with how many ran. */
  runDue(lane: JobLaneName = 'jobs'): Promise<number> {
    return this.lanes[lane].runDue();
  }

  private async claim(lane: JobLaneName, limit: number, skip: readonly string[] = []): Promise<JobRow[]> {
    const kinds = [...this.laneOf].filter(([kind, l]) => l === lane && !skip.includes(kind)).map(([kind]) => kind);
    if (kinds.length === 0) return [];
    while (this.releasing) await this.releasing;
    if (this.leasesInDoubt && this.claiming === 0) {
      this.releasing = this.releaseOrphans().finally(() => (this.releasing = null));
      await this.releasing;
    }
    this.claiming += 1;
    try {
      return await this.claimRows(kinds, limit);
    } catch (error) {
      // The database may have taken the claim and lost the answer (a crash, a lost connection).
      this.leasesInDoubt = true;
      throw error;
    } finally {
      this.claiming -= 1;
    }
  }

  /**
   * After a claim or an outcome write failed (the database went away): rows leased to this worker
   * that it neither holds nor runs (a claim whose answer was lost, a job whose outcome could not be
   * written) are made claimable again at once, instead of one JOBS_LEASE_MS later. Runs between
   * claims, so no claimed row is released before it is held.
   */
  private async releaseOrphans(): Promise<void> {
    await this.sql(
      `UPDATE jobs SET locked_until = NULL WHERE locked_by = $1 AND done_at IS NULL AND NOT (id = ANY($2::bigint[]))`,
      [this.workerId, this.leases.heldIds()],
    );
    this.leasesInDoubt = false;
  }

  private async claimRows(kinds: string[], limit: number): Promise<JobRow[]> {
    const now = this.clock.now();
    const lease = new Date(now.getTime() + this.config.jobsLeaseMs);
    const rows = await this.sql<JobRow>(CLAIM_SQL, [now, lease, this.workerId, kinds, limit]);
    // RETURNING keeps no order: the lane runs them oldest first (a reaction's jobs in log order).
    rows.sort(byDueOrder);
    this.leases.hold(rows);
    return rows;
  }

  private async execute(rows: JobRow[]): Promise<void> {
    try {
      // A row that waited in the buffer past a lost lease belongs to another worker now: it runs it.
      const owned = rows.filter((row) => this.leases.owns(row.id));
      const batch = this.batchHandlers.get(rows[0].kind);
      if (batch && owned.length > 1) await this.runBatch(owned, batch);
      else for (const row of owned) await this.run(row);
    } finally {
      for (const row of rows) this.leases.release(row.id);
    }
  }

  /**
   * Jobs of one kind through its batch handler: each failed one gets its own retry or gives up, the
   * others are done. A batch that throws is run again job by job (run), so one job's fault is its own.
   */
  private async runBatch(rows: JobRow[], batch: JobBatchHandler): Promise<void> {
    const { kind } = rows[0];
    jobAttempts.inc({ kind }, rows.length);
    const started = process.hrtime.bigint();
    let failures: ReadonlyMap<string, unknown>;
    try {
      failures = await inSpan(
        `job ${kind} ×${rows.length}`,
        {
          parent: contextOfTraceparent(rows[0].traceparent),
          attributes: { 'job.kind': kind, 'job.count': rows.length },
        },
        () => batch(rows.map(jobOfRow)),
      );
    } catch (error) {
      this.logger.warn(`job ${kind}: a batch of ${rows.length} failed (${messageOf(error)}); running each alone`);
      for (const row of rows) await this.run(row, false);
      return;
    }
    const took = Number(process.hrtime.bigint() - started) / 1e9 / rows.length;
    const notRecorded = (row: JobRow) => (error: unknown) => {
      this.leasesInDoubt = true;
      this.logger.warn(`job ${kind} ${row.dedupe_key}: outcome not recorded: ${messageOf(error)}`);
    };
    const done = rows.filter((row) => !failures.has(String(row.id)));
    for (let i = 0; i < done.length; i++) jobDuration.observe({ kind, outcome: 'done' }, took);
    // The batch's "done" rows go out together (one statement), not one awaited write per job.
    const written = this.completions
      .completeAll(done.map((row) => row.id))
      .map((completion, i) => completion.catch(notRecorded(done[i])));
    for (const row of rows) {
      if (!failures.has(String(row.id))) continue;
      jobDuration.observe({ kind, outcome: 'failed' }, took);
      jobFailures.inc({ kind, final: String(row.attempts >= row.max_attempts) });
      await this.failed(row, failures.get(String(row.id))).catch(notRecorded(row));
    }
    await Promise.all(written);
  }

  /** `counted`: false when the attempt was counted already (a batch that failed as a whole). */
  private async run(row: JobRow, counted = true): Promise<void> {
    const handler = this.handlers.get(row.kind);
    if (!handler) return;
    const job = jobOfRow(row);
    if (counted) jobAttempts.inc({ kind: row.kind });
    const started = process.hrtime.bigint();
    const took = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      try {
        // The job's span continues the trace that scheduled it (the request, through its event).
        await inSpan(
          `job ${row.kind}`,
          {
            parent: contextOfTraceparent(row.traceparent),
            attributes: { 'job.kind': row.kind, 'job.key': row.dedupe_key, 'job.attempt': row.attempts },
          },
          () => handler(job),
        );
      } catch (error) {
        jobDuration.observe({ kind: row.kind, outcome: 'failed' }, took());
        jobFailures.inc({ kind: row.kind, final: String(row.attempts >= row.max_attempts) });
        await this.failed(row, error);
        return;
      }
      jobDuration.observe({ kind: row.kind, outcome: 'done' }, took());
      await this.completions.complete(row.id);
    } catch (error) {
      // Recording the outcome failed (database gone): the next claim releases the row (releaseOrphans)
      // and the job runs again (at least once).
      this.leasesInDoubt = true;
      this.logger.warn(`job ${row.kind} ${row.dedupe_key}: outcome not recorded: ${messageOf(error)}`);
    }
  }

  /** One statement for every job of the batch; a row whose lease another worker took is left alone. */
  private async completeRows(ids: readonly string[]): Promise<void> {
    await this.sql(
      `UPDATE jobs SET done_at = $2, outcome = 'done', locked_until = NULL, last_error = NULL, updated_at = $2
        WHERE id = ANY($1::bigint[]) AND locked_by = $3 AND done_at IS NULL`,
      [ids, this.clock.now(), this.workerId],
    );
  }

  private async failed(row: JobRow, error: unknown): Promise<void> {
    const message = messageOf(error);
    const now = this.clock.now();
    const giveUp = row.attempts >= row.max_attempts;
    this.logger.warn(
      `job ${row.kind} ${row.dedupe_key} attempt ${row.attempts} failed${giveUp ? ' (giving up)' : ''}: ${message}`,
    );
    await this.sql(
      giveUp
        ? `UPDATE jobs SET done_at = $2, outcome = 'failed', locked_until = NULL, last_error = $4, updated_at = $2 WHERE id = $1 AND locked_by = $3 AND done_at IS NULL`
        : `UPDATE jobs SET run_at = $5, locked_until = NULL, last_error = $4, updated_at = $2 WHERE id = $1 AND locked_by = $3 AND done_at IS NULL`,
      giveUp
        ? [row.id, now, this.workerId, message.slice(0, 2000)]
        : [row.id, now, this.workerId, message.slice(0, 2000), new Date(now.getTime() + retryDelayMs(row.attempts))],
    );
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const jobOfRow = (row: JobRow): Job => ({
  id: String(row.id),
  kind: row.kind,
  key: row.dedupe_key,
  runAt: row.run_at,
  payload: row.payload,
  attempt: row.attempts,
  maxAttempts: row.max_attempts,
});

/** (run_at, id) ascending; ids are bigint text, so a shorter one is smaller. */
function byDueOrder(a: JobRow, b: JobRow): number {
  return (
    a.run_at.getTime() - b.run_at.getTime() || a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
