import { declareConcern } from './env-variable';
import { type Env, readBool, readCount, readPositiveNumber } from './env-readers';

export const jobsConcern = declareConcern({
  title: 'Durable jobs',
  summary: "The `jobs` table's workers: timers, reactions' work, e-mail and SMS, webhooks (src/platform/jobs).",
  variables: {
    JOBS_POLL_MS: { default: 1000, description: 'How often the durable job worker looks for due jobs' },
    JOBS_LEASE_MS: {
      default: 300_000,
      description:
        "How long a claimed job stays reserved without a heartbeat; a live worker extends it every third of this, so a dead instance's job is taken over one lease after its last heartbeat",
    },
    JOBS_MAX_ATTEMPTS: { default: 10, description: 'Tries before a job is marked failed' },
    JOBS_WORKER_ENABLED: {
      default: true,
      description: 'Run the job worker on this instance (reaction jobs run either way)',
    },
    JOBS_CONCURRENCY: { default: 8, description: 'Jobs one worker lane runs at the same time' },
    JOBS_CLAIM_BATCH: { default: 50, description: 'Due jobs a lane claims in one statement' },
    JOBS_DONE_RETENTION_HOURS: {
      default: 168,
      description:
        'Done jobs older than this are deleted (bounded passes every minute where the jobs lane runs); `0` keeps them',
    },
  },
});

const { names: v, variables: d } = jobsConcern;

/** Durable jobs (src/platform/jobs): poll interval, claim lease, attempts before a job is given up, worker on/off. */
export interface JobsConfig {
  jobsPollMs: number;
  jobsLeaseMs: number;
  jobsMaxAttempts: number;
  jobsWorkerEnabled: boolean;
  /** Jobs one worker lane runs at the same time, and how many due rows it claims in one statement. */
  jobsConcurrency: number;
  jobsClaimBatch: number;
  /** Done jobs older than this are deleted (bounded passes by the jobs lane's instance); 0 keeps them. */
  jobsDoneRetentionHours: number;
}

export function readJobsConfig(env: Env, problems: string[]): JobsConfig {
  return {
    jobsPollMs: readPositiveNumber(env, v.JOBS_POLL_MS, d.JOBS_POLL_MS.default, problems, true),
    jobsLeaseMs: readPositiveNumber(env, v.JOBS_LEASE_MS, d.JOBS_LEASE_MS.default, problems, true),
    jobsMaxAttempts: readPositiveNumber(env, v.JOBS_MAX_ATTEMPTS, d.JOBS_MAX_ATTEMPTS.default, problems, true),
    jobsWorkerEnabled: readBool(env, v.JOBS_WORKER_ENABLED, d.JOBS_WORKER_ENABLED.default, problems),
    jobsConcurrency: readPositiveNumber(env, v.JOBS_CONCURRENCY, d.JOBS_CONCURRENCY.default, problems, true),
    jobsClaimBatch: readPositiveNumber(env, v.JOBS_CLAIM_BATCH, d.JOBS_CLAIM_BATCH.default, problems, true),
    jobsDoneRetentionHours: readCount(env, v.JOBS_DONE_RETENTION_HOURS, d.JOBS_DONE_RETENTION_HOURS.default, problems),
  };
}
