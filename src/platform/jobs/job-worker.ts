import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JobQueue } from './job-queue';
import { retryDelayMs, type Job, type JobHandler, type JobRow } from './job.types';
import { sqlOfDataSource, type Sql } from './sql';

const CLAIM_BATCH = 10;

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED and a lease (locked_until), so several instances
 * share the table and each job runs once; a crashed instance's lease expires and the job is
 * claimed again. "Now" is the injected Clock, so tests move time instead of waiting.
 */
@Injectable()
export class JobWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly workerId = `worker-${randomUUID()}`;
  private readonly logger = new Logger('JobWorker');
  private readonly handlers = new Map<string, JobHandler>();
  private readonly sql: Sql;
  private loop: Promise<void> | null = null;
  private stopped = true;
  /** Set by stop() only: runDue() also works on an instance whose loop never started. */
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  private pendingWake = false;
  private running: Promise<number> | null = null;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sql = sqlOfDataSource(dataSource);
    this.queue.events.on('scheduled', (runAt: Date) => {
      if (runAt.getTime() <= this.clock.now().getTime()) this.wake();
    });
  }

  /** One handler per kind; modules register in onModuleInit. Only registered kinds are claimed here. */
  register<Payload extends Record<string, unknown>>(kind: string, handler: JobHandler<Payload>): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
    this.handlers.set(kind, handler as JobHandler);
  }

  onApplicationBootstrap(): void {
    if (this.config.jobsWorkerEnabled) this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  start(): void {
    if (this.loop) return;
    this.stopped = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    this.wake();
    await this.loop;
    await this.running?.catch(() => 0);
    this.loop = null;
  }

  /** Skip the rest of the poll wait (a job became due, or a test moved the clock). */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  /**
   * Claims and runs every job due now, in batches; resolves with how many ran. Calls never overlap
   * within one worker (a second caller joins the running pass and then runs its own).
   */
  async runDue(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = this.drain();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim();
      for (const row of claimed) await this.execute(row);
      total += claimed.length;
      // A short batch does not mean the queue is empty: rows another instance held were skipped.
      if (claimed.length === 0 || this.stopping) return total;
    }
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.runDue();
      } catch (error) {
        this.logger.warn(`job poll failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await this.sleep(this.config.jobsPollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.pendingWake || this.stopped) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
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

  private async claim(): Promise<JobRow[]> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return [];
    const now = this.clock.now();
    return this.sql<JobRow>(
      `UPDATE jobs SET locked_until = $2, locked_by = $3, attempts = attempts + 1, updated_at = $1
        WHERE id IN (
          SELECT id FROM jobs
           WHERE done_at IS NULL AND run_at <= $1 AND (locked_until IS NULL OR locked_until < $1) AND kind = ANY($4)
           ORDER BY run_at, id LIMIT ${CLAIM_BATCH}
           FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [now, new Date(now.getTime() + this.config.jobsLeaseMs), this.workerId, kinds],
    );
  }

  private async execute(row: JobRow): Promise<void> {
    const handler = this.handlers.get(row.kind);
    if (!handler) return;
    const job: Job = {
      id: String(row.id),
      kind: row.kind,
      key: row.dedupe_key,
      runAt: row.run_at,
      payload: row.payload,
      attempt: row.attempts,
    };
    try {
      await handler(job);
      await this.sql(
        `UPDATE jobs SET done_at = $2, outcome = 'done', locked_until = NULL, last_error = NULL, updated_at = $2 WHERE id = $1 AND locked_by = $3 AND done_at IS NULL`,
        [row.id, this.clock.now(), this.workerId],
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
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
}
