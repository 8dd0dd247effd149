/** A job as a handler sees it. */
export interface Job<Payload = Record<string, unknown>> {
  id: string;
  kind: string;
  key: string;
  runAt: Date;
  payload: Payload;
  /** 1 on the first run. */
  attempt: number;
  /** The attempts this job was scheduled with: a handler at `attempt === maxAttempts` runs for the last time. */
  maxAttempts: number;
}

/**
 * Runs one job. Throwing retries it later with backoff (until max attempts). Delivery is at least
 * once (a crash after the work but before the job is marked done re-runs it), so handlers must be
 * idempotent: check the state they act on, or carry a causation id.
 */
export type JobHandler<Payload = Record<string, unknown>> = (job: Job<Payload>) => Promise<void>;

/**
 * Runs several claimed jobs of one kind together (one stream read, one transaction for all), with
 * the same at-least-once and idempotence rules as the kind's JobHandler. Resolves with the jobs that
 * failed (by job id, their error; the others are done). Throwing says nothing of any of them: each is
 * then run again on its own through the kind's JobHandler, so one bad job fails only itself.
 */
export type JobBatchHandler<Payload = Record<string, unknown>> = (
  jobs: readonly Job<Payload>[],
) => Promise<ReadonlyMap<string, unknown>>;

export interface JobRow {
  id: string;
  kind: string;
  dedupe_key: string;
  run_at: Date;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  locked_until: Date | null;
  locked_by: string | null;
  done_at: Date | null;
  outcome: 'done' | 'failed' | 'canceled' | null;
  last_error: string | null;
  /** W3C trace context of what scheduled the job (migration 1763899800000); the job's span continues it. */
  traceparent: string | null;
}

/** Exponential backoff with a cap: 5 s, 10 s, 20 s … at most one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}
