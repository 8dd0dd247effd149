import { EventEmitter } from 'node:events';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import type { JobRow } from './job.types';
import { JOBS_CHANNEL } from './jobs-listener';
import { sqlOfDataSource, type Sql } from './sql';
import { currentTraceparent } from '../observability/trace-context';

export interface ScheduleOptions {
  /** Run the insert on this connection (inside the caller's transaction): the job exists only if it commits. */
  sql?: Sql;
  maxAttempts?: number;
}

/** Schedules and cancels durable jobs. The JobWorker runs them. */
@Injectable()
export class JobQueue {
  /** Emits 'scheduled' (runAt) so a local worker can wake up for a job due now. */
  readonly events = new EventEmitter();
  private readonly sql: Sql;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sql = sqlOfDataSource(dataSource);
  }

  /**
   * Idempotent by key: scheduling a key that exists (pending, done or canceled) changes nothing and
   * returns false, so a redelivered event never schedules twice.
   */
  async schedule(
    kind: string,
    key: string,
    runAt: Date,
    payload: Record<string, unknown> = {},
    options: ScheduleOptions = {},
  ): Promise<boolean> {
    const sql = options.sql ?? this.sql;
    const now = this.clock.now();
    // A job due now NOTIFYs (delivered when the caller's transaction commits) so every instance's worker wakes.
    const rows = await sql(
      `WITH ins AS (
         INSERT INTO jobs (kind, dedupe_key, run_at, payload, max_attempts, created_at, updated_at, traceparent)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id, run_at)
       SELECT ins.id, n.notified FROM ins
         LEFT JOIN LATERAL (SELECT pg_notify('${JOBS_CHANNEL}', '')::text AS notified WHERE ins.run_at <= $6) n ON true`,
      [
        kind,
        key,
        runAt,
        JSON.stringify(payload),
        options.maxAttempts ?? this.config.jobsMaxAttempts,
        now,
        // The job's span continues the trace of whatever scheduled it.
        currentTraceparent() ?? null,
      ],
    );
    if (rows.length > 0) this.events.emit('scheduled', runAt);
    return rows.length > 0;
  }

  /**
   * Cancels a pending job. With `orPrevent`, a key not scheduled yet is recorded as canceled, so a
   * later schedule of it changes nothing (for reactions whose jobs may run out of order). A job a worker holds (its lease not expired) is left alone: it finishes
   * and its handler re-checks state, and the worker records the true outcome. Cancelling it here
   * raced the worker's own "done" (a handler's event can reach this cancel before the worker writes).
   */
  async cancel(key: string, options: { sql?: Sql; orPrevent?: { kind: string } } = {}): Promise<boolean> {
    const sql = options.sql ?? this.sql;
    const now = this.clock.now();
    if (options.orPrevent) {
      // One upsert, so a schedule racing this cancel (its job running at the same moment) cannot slip between.
      const rows = await sql(
        `INSERT INTO jobs (kind, dedupe_key, run_at, payload, max_attempts, created_at, updated_at, done_at, outcome)
         VALUES ($1, $2, $3, '{}', 1, $3, $3, $3, 'canceled')
         ON CONFLICT (dedupe_key) DO UPDATE SET done_at = $3, outcome = 'canceled', locked_until = NULL, updated_at = $3
           WHERE jobs.done_at IS NULL AND (jobs.locked_until IS NULL OR jobs.locked_until < $3)
         RETURNING id`,
        [options.orPrevent.kind, key, now],
      );
      return rows.length > 0;
    }
    const rows = await sql(
      `UPDATE jobs SET done_at = $2, outcome = 'canceled', locked_until = NULL, updated_at = $2
        WHERE dedupe_key = $1 AND done_at IS NULL AND (locked_until IS NULL OR locked_until < $2) RETURNING id`,
      [key, now],
    );
    return rows.length > 0;
  }

  async find(key: string): Promise<JobRow | undefined> {
    const rows = await this.sql<JobRow>(`SELECT * FROM jobs WHERE dedupe_key = $1`, [key]);
    return rows[0];
  }
}
