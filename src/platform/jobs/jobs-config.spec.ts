import { ConfigError, loadConfig } from '../config/app-config';
import { retryDelayMs } from './job.types';

describe('job and assignment configuration', () => {
  it('has defaults', () => {
    expect(loadConfig({})).toMatchObject({
      jobsPollMs: 1000,
      jobsLeaseMs: 300000,
      jobsMaxAttempts: 10,
      jobsWorkerEnabled: true,
      jobsConcurrency: 8,
      jobsClaimBatch: 50,
      jobsDoneRetentionHours: 168,
      acceptanceWindowHours: 24,
    });
  });

  it('reads and validates the keys', () => {
    expect(
      loadConfig({
        JOBS_POLL_MS: '50',
        JOBS_WORKER_ENABLED: 'false',
        ACCEPTANCE_WINDOW_HOURS: '0.5',
        JOBS_CONCURRENCY: '2',
        JOBS_CLAIM_BATCH: '100',
        JOBS_DONE_RETENTION_HOURS: '0',
      }),
    ).toMatchObject({
      jobsPollMs: 50,
      jobsConcurrency: 2,
      jobsClaimBatch: 100,
      jobsDoneRetentionHours: 0,
      jobsWorkerEnabled: false,
      acceptanceWindowHours: 0.5,
    });
    for (const env of [
      { JOBS_POLL_MS: '0' },
      { JOBS_POLL_MS: '1.5' },
      { JOBS_MAX_ATTEMPTS: 'x' },
      { JOBS_CONCURRENCY: '0' },
      { JOBS_CLAIM_BATCH: '2.5' },
      { ACCEPTANCE_WINDOW_HOURS: '-1' },
      { JOBS_WORKER_ENABLED: 'maybe' },
      { JOBS_DONE_RETENTION_HOURS: '-1' },
      { JOBS_DONE_RETENTION_HOURS: '1.5' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([5000, 10000, 20000]);
    expect(retryDelayMs(30)).toBe(3600000);
  });
});
