import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobQueue } from '../../platform/jobs/job-queue';
import { JobWorker } from '../../platform/jobs/job-worker';
import type { Job } from '../../platform/jobs/job.types';
import { RetentionSweeper } from './retention.sweeper';

export const RETENTION_JOB = 'retention.daily';

/** The next run strictly after `now`: today at `hourUtc`:00 UTC, or tomorrow's. */
export function nextRetentionRun(now: Date, hourUtc: number): Date {
  const run = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (run.getTime() <= now.getTime()) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}

/** One key per day: every instance schedules the same day's run, the jobs table keeps one, and one worker claims it. */
export const retentionKey = (runAt: Date): string => `${RETENTION_JOB}:${runAt.toISOString().slice(0, 10)}`;

/**
 * The daily retention run on the durable job queue (src/platform/jobs): each worker instance schedules
 * the next run at start (idempotent by key), and each run schedules the following one, so a day is
 * swept exactly once whatever the number of instances, and a restart loses no day.
 */
@Injectable()
export class RetentionSchedule implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly queue: JobQueue,
    private readonly worker: JobWorker,
    private readonly sweeper: RetentionSweeper,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.worker.register(RETENTION_JOB, (job) => this.run(job));
  }

  /** Where the `jobs` lane runs (JOBS_WORKER_ENABLED), as the other periodic work; tests with the loop off call ensureScheduled. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobsWorkerEnabled) await this.ensureScheduled();
  }

  /** Schedules the next run after now (a no-op when another instance or the last run already did). */
  async ensureScheduled(): Promise<string> {
    const runAt = nextRetentionRun(this.clock.now(), this.config.retention.hourUtc);
    await this.queue.schedule(RETENTION_JOB, retentionKey(runAt), runAt);
    return retentionKey(runAt);
  }

  private async run(job: Job): Promise<void> {
    // Ages count from the scheduled time, not from when a worker got to it, so a late run removes the same rows.
    const removed = await this.sweeper.sweep(job.runAt > this.clock.now() ? this.clock.now() : job.runAt);
    this.logger.log(`retention removed ${JSON.stringify(removed)}`);
    await this.ensureScheduled();
  }
}
