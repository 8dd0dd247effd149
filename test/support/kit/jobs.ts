import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { timerJobKind, type TimerJobPayload } from '../../../src/around-batch/timers/timer-jobs.types';
import { Clock } from '../../../src/platform/clock/clock';
import { JobQueue } from '../../../src/platform/jobs/job-queue';
import type { Job, JobRow } from '../../../src/platform/jobs/job.types';
import { eventually } from './wait';

type Nest = Pick<INestApplication, 'get'>;

export const HOUR = 3600 * 1000;

/**
 * Environment with the background job loop off: the test drives the workers with `runDue()`, so
 * nothing depends on timing and no assertion races a poll.
 */
export const JOBS_BY_HAND = { JOBS_WORKER_ENABLED: 'false' };

/** Pins an instance's clock (jobs, timers, robot read it); returns a setter to move it. */
export function pinClock(app: Nest, start: Date): (at: Date) => void {
  let now = start;
  jest.spyOn(app.get(Clock), 'now').mockImplementation(() => now);
  return (at) => {
    now = at;
  };
}

/** Waits for a reaction to have scheduled the job: reactions have no position to wait for. */
export function jobScheduled(app: Nest, key: string, timeoutMs = 15000): Promise<JobRow> {
  const queue = app.get(JobQueue);
  return eventually(async () => (await queue.find(key)) ?? undefined, {
    timeoutMs,
    what: `job ${key} to be scheduled`,
  });
}

/** A queued job's row as a handler is given it, on its first attempt (`maxAttempts` 5). */
export function firstAttemptOf<Payload>(row: {
  id: string;
  kind: string;
  key: string;
  payload: Payload;
}): Job<Payload> {
  return { ...row, runAt: new Date(), attempt: 1, maxAttempts: 5 };
}

/** The overdue-unpaid timer job of a batch's payment episode, due now, as the job loop hands it to its worker. */
export function overdueUnpaidJob(batchId: string, episodeEventId: string): Job<TimerJobPayload> {
  return {
    id: randomUUID(),
    kind: timerJobKind('overdue-unpaid'),
    key: `test:${episodeEventId}`,
    runAt: new Date(),
    attempt: 1,
    maxAttempts: 1,
    payload: { batchId, episodeEventId, correlationId: randomUUID() },
  };
}
