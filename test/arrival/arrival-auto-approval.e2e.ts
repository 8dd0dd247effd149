// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { command, STAFF } from '@machines/testing/batch-fixtures';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { timerJobKey } from '../../src/around-batch/timers/timer-jobs.types';
import {
  BatchHistory,
  countOf,
  HOUR,
  jobScheduled,
  storedState,
  storedTypes,
  TO_ITEMS_SENT,
  useRestartedInstances,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
// Two server instances on a shared, busy machine.
jest.setTimeout(120_000);

// Workers are driven with runDue() (JOBS_BY_HAND): the clock decides what is due, nothing waits on timing.
const T0 = new Date('2026-06-01T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const REVIEW = 3 * 24 * HOUR;

describe('arrival review: unreviewed items are approved once, after ARRIVAL_REVIEW_DAYS, with two instances', () => {
  const world = useRestartedInstances();

  it('fires exactly once when due, across two instances, approving what is still unreviewed', async () => {
    const t = world.first;
    const batch = await BatchHistory.create(t.app, T0);
    // The rest of the way to item_sent, then the warehouse's check-in at T0.
    await batch.append(T0, ...TO_ITEMS_SENT);
    const [checkedInId] = await batch.append(T0, (s) =>
      s.run(
        command(
          'CheckInParcel',
          {
            checkInId: 'ci-timer',
            itemIds: ['item-1', 'item-2'],
            photos: [{ key: 'arrivals/timer.jpg', width: 800, height: 600 }],
            weight: 420,
            dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 },
            condition: 'good',
            reviewDueAt: at(REVIEW).toISOString(),
            disputeUntil: at(14 * 24 * HOUR).toISOString(),
          },
          STAFF,
          T0.toISOString(),
        ),
      ),
    );
    await t.app.get(JobWorker).runDue();
    const job = await jobScheduled(t.app, timerJobKey('arrival-review', checkedInId));
    expect(job.run_at).toEqual(at(REVIEW));

    const { a, runDueAt } = await world.restart(T0);
    await runDueAt(at(REVIEW - 1));
    expect(countOf(await storedTypes(a.app, batch.batchId), 'ItemsAutoApproved')).toBe(0);

    await runDueAt(at(REVIEW));
    await runDueAt(at(REVIEW));
    expect(countOf(await storedTypes(a.app, batch.batchId), 'ItemsAutoApproved')).toBe(1);
    const state = await storedState(a.app, batch.batchId);
    expect(state.context.arrival?.reviews.map((r) => [r.itemId, r.status, r.approvedBy])).toEqual([
      ['item-1', 'approved', 'auto'],
      ['item-2', 'approved', 'auto'],
    ]);
    expect(await a.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({ outcome: 'done', attempts: 1 });
  });
});
