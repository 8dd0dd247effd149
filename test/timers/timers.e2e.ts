// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { BUYER, command, STAFF, SYSTEM, OTHER_BUYER } from '@machines/testing/batch-fixtures';
import { steps } from '@machines/testing/batch-scenario';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { timerJobKey, timerJobKind } from '../../src/around-batch/timers/timer-jobs.types';
import { acceptanceWindowKey } from '../../src/around-batch/assignment/acceptance-window.job';
import {
  BatchHistory,
  countOf,
  HOUR,
  JOBS_BY_HAND,
  jobScheduled,
  pinClock,
  restartAsTwo,
  run,
  startTestApp,
  storedStatus,
  storedTypes,
  streamOf,
  TO_ITEMS_SENT,
  useRestartedInstances,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
// Several server instances per test on a shared, busy machine.
jest.setTimeout(120_000);

// Workers are driven with runDue() (JOBS_BY_HAND): the clock decides what is due, nothing waits on timing.
const T0 = new Date('2026-06-01T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('durable timers (overdue unpaid, purchase deadline, overdue at the pickup point) across a restart with two instances', () => {
  const world = useRestartedInstances();

  it('each timer fires once after a restart, when due, with two instances claiming together; stale timers do nothing', async () => {
    const app = world.first.app;
    // Overdue: ready for payment at T0 (requested_payment, then confirmed later: the same episode).
    const unpaid = await BatchHistory.create(app, T0);
    const [, , , paymentRequested] = await unpaid.append(
      T0,
      steps.assign,
      steps.accept,
      steps.modify,
      steps.requestPayment,
    );
    // modify → modified starts the episode; look its id up rather than counting events.
    const unpaidEpisode = (await streamOf(app, unpaid.batchId)).find((e) => e.type === 'ItemsModified')!.eventId;
    expect(paymentRequested).toBeDefined();

    // Purchase deadline: authorised at T0, nothing bought.
    const paid = await BatchHistory.create(app, T0);
    await paid.append(T0, steps.assign, steps.accept, steps.modify, steps.confirm, steps.checkout, steps.authorise);
    const paidEpisode = paid.lastEventId;

    // Purchase deadline, but one item bought in time: its job is canceled and nothing happens.
    const bought = await BatchHistory.create(app, T0);
    await bought.append(T0, steps.assign, steps.accept, steps.modify, steps.confirm, steps.checkout, steps.authorise);
    const boughtEpisode = bought.lastEventId;
    await bought.append(at(HOUR), steps.purchase('item-1'));

    // The pickup window: Ready for Pickup (bns_in) at T0, free storage 14 days.
    const pickup = await BatchHistory.create(app, T0);
    // The stage's own time starts the window (the fixture's commands carry another date).
    await pickup.append(
      T0,
      ...TO_ITEMS_SENT,
      run(command('UpdateOrderStatus', { status: 'bns_in' }, BUYER, T0.toISOString())),
    );
    const pickupEpisode = pickup.lastEventId;

    // Overdue, but the buyer was replaced (episode ended) and payment requested again an hour later.
    const reassigned = await BatchHistory.create(app, T0);
    await reassigned.append(T0, steps.assign, steps.accept, steps.requestPayment);
    const oldEpisode = reassigned.lastEventId;
    await reassigned.append(
      at(HOUR),
      run(command('AssignBuyer', { buyerId: OTHER_BUYER.id, explanation: 'staff moved it' }, STAFF)),
    );
    const [, newEpisode] = await reassigned.append(
      at(2 * HOUR),
      run(command('AcceptRequest', {}, OTHER_BUYER)),
      run(command('RequestPayment', {}, OTHER_BUYER)),
    );

    // The reaction schedules each timer at event time + delay, in its own transaction.
    const queue = app.get(JobQueue);
    expect((await jobScheduled(app, timerJobKey('overdue-unpaid', unpaidEpisode))).run_at).toEqual(at(72 * HOUR));
    expect((await jobScheduled(app, timerJobKey('purchase-deadline', paidEpisode))).run_at).toEqual(at(24 * HOUR));
    expect((await jobScheduled(app, timerJobKey('pickup-overdue', pickupEpisode))).run_at).toEqual(at(14 * 24 * HOUR));
    expect((await jobScheduled(app, timerJobKey('overdue-unpaid', newEpisode))).run_at).toEqual(at(74 * HOUR));
    await jobScheduled(app, timerJobKey('purchase-deadline', boughtEpisode));
    await jobScheduled(app, timerJobKey('overdue-unpaid', oldEpisode));
    // Condition ended → job canceled (waits for the reaction to reach the later events).
    const canceled = async (key: string) => {
      const deadline = Date.now() + 15000;
      while ((await queue.find(key))?.outcome !== 'canceled') {
        if (Date.now() > deadline) throw new Error(`${key} not canceled`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    await canceled(timerJobKey('purchase-deadline', boughtEpisode));
    await canceled(timerJobKey('overdue-unpaid', oldEpisode));
    // A timer whose episode is over but whose cancel never happened (e.g. scheduled by hand): it must do nothing.
    await queue.schedule(timerJobKind('overdue-unpaid'), `test-stale:${randomUUID()}`, at(HOUR), {
      batchId: reassigned.batchId,
      episodeEventId: oldEpisode,
      correlationId: 'test',
    });

    // Restart: the first instance goes away, two new ones share the database.
    const { a, runDueAt: both } = await world.restart(T0);

    // The stale one is due at T0 + 1 h: it runs and changes nothing.
    const reassignedBefore = await storedTypes(a.app, reassigned.batchId);
    expect(await both(at(HOUR))).toBeGreaterThanOrEqual(1);
    expect(await storedTypes(a.app, reassigned.batchId)).toEqual(reassignedBefore);

    // Just before the deadline: nothing.
    await both(at(24 * HOUR - 1));
    expect(await storedStatus(a.app, paid.batchId)).toBe('payment_authorized');

    // Purchase deadline → MarkManual with a remark and one staff alert.
    await both(at(24 * HOUR));
    expect(await storedStatus(a.app, paid.batchId)).toBe('manual');
    const manual = (await streamOf(a.app, paid.batchId)).filter((e) => e.type === 'MarkedManual');
    expect(manual).toHaveLength(1);
    expect(manual[0].data).toEqual({ remark: 'Nothing purchased within 24 hours of payment: staff follow up.' });
    expect(manual[0].metadata).toMatchObject({
      actor: { id: 'system:timers', role: 'system' },
      causationId: paidEpisode,
    });
    expect(await storedStatus(a.app, bought.batchId)).toBe('partially_purchased');

    // Overdue at 72 h: MarkOverdue and DeclineRequest(overdue_unpaid_request), once.
    await both(at(72 * HOUR - 1));
    expect(await storedStatus(a.app, unpaid.batchId)).toBe('requested_payment');
    await both(at(72 * HOUR));
    const unpaidTypes = await storedTypes(a.app, unpaid.batchId);
    expect([countOf(unpaidTypes, 'RequestOverdue'), countOf(unpaidTypes, 'RequestDeclined')]).toEqual([1, 1]);
    const declined = (await streamOf(a.app, unpaid.batchId)).find((e) => e.type === 'RequestDeclined')!;
    expect(declined.data).toMatchObject({ reason: 'overdue_unpaid_request' });
    expect(await storedStatus(a.app, unpaid.batchId)).toBe('declined');
    // The reassigned request's new episode started at T0 + 2 h: still waiting.
    expect(await storedStatus(a.app, reassigned.batchId)).toBe('requested_payment');
    await both(at(74 * HOUR));
    expect(await storedStatus(a.app, reassigned.batchId)).toBe('declined');

    // Overdue at the end of free storage (14 days), never abandoned by the timer.
    await both(at(14 * 24 * HOUR - 1));
    expect(await storedStatus(a.app, pickup.batchId)).toBe('bns_in');
    await both(at(14 * 24 * HOUR));
    expect(await storedStatus(a.app, pickup.batchId)).toBe('overdue');
    expect(countOf(await storedTypes(a.app, pickup.batchId), 'PickupOverdue')).toBe(1);
    expect(countOf(await storedTypes(a.app, pickup.batchId), 'ItemsAbandoned')).toBe(0);

    // Every timer job ran exactly once and is done; a later pass finds nothing more to do.
    for (const key of [
      timerJobKey('overdue-unpaid', unpaidEpisode),
      timerJobKey('purchase-deadline', paidEpisode),
      timerJobKey('pickup-overdue', pickupEpisode),
      timerJobKey('overdue-unpaid', newEpisode),
    ]) {
      expect(await a.app.get(JobQueue).find(key)).toMatchObject({ outcome: 'done', attempts: 1 });
    }
    const [{ n }]: Array<{ n: number }> = await a.dataSource.query(
      `SELECT count(*)::int AS n FROM timer_alerts WHERE batch_id = $1`,
      [paid.batchId],
    );
    expect(n).toBe(1);
    expect(await storedTypes(a.app, paid.batchId)).toEqual(expect.arrayContaining(['MarkedManual']));
    expect(countOf(await storedTypes(a.app, paid.batchId), 'MarkedManual')).toBe(1);
  });

  it('the overdue timer waits while a checkout is in progress and retries', async () => {
    const t = await startTestApp(JOBS_BY_HAND);
    try {
      const batch = await BatchHistory.create(t.app, T0);
      await batch.append(T0, steps.assign, steps.accept, steps.modify, steps.confirm, steps.checkout);
      const episode = (await streamOf(t.app, batch.batchId)).find((e) => e.type === 'ItemsModified')!.eventId;
      const job = await jobScheduled(t.app, timerJobKey('overdue-unpaid', episode));
      const move = pinClock(t.app, job.run_at);
      await t.app.get(JobWorker).runDue();
      expect(await t.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({
        outcome: null,
        attempts: 1,
        last_error: 'a payment is in progress: checking again later',
      });
      // The card failed: back to confirmed, same episode; the retry declines it.
      await batch.append(
        at(73 * HOUR),
        run(command('RecordPaymentFailure', { code: 'REFUSED', message: 'Refused' }, SYSTEM)),
      );
      move(new Date(job.run_at.getTime() + 5000));
      await t.app.get(JobWorker).runDue();
      expect(await storedStatus(t.app, batch.batchId)).toBe('declined');
      expect(await t.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({ outcome: 'done', attempts: 2 });
    } finally {
      await t.close();
    }
  });

  it('the acceptance window (src/around-batch/assignment) also survives a restart and fires once with two instances', async () => {
    const t = await startTestApp(JOBS_BY_HAND);
    const batch = await BatchHistory.create(t.app, T0);
    const [assignedEventId] = await batch.append(T0, steps.assign);
    await t.dataSource.query(
      `INSERT INTO assignment_buyer_profiles (account_id, available, capacity) VALUES ($1, true, 10) ON CONFLICT (account_id) DO NOTHING`,
      ['window-buyer'],
    );
    const job = await jobScheduled(t.app, acceptanceWindowKey(assignedEventId));
    expect(job.run_at).toEqual(at(24 * HOUR));
    const { a, runDueAt } = await restartAsTwo(t, T0, world.instances);
    await runDueAt(at(24 * HOUR - 1));
    expect(countOf(await storedTypes(a.app, batch.batchId), 'BuyerAssigned')).toBe(1);
    await runDueAt(at(24 * HOUR));
    const assigned = (await streamOf(a.app, batch.batchId)).filter((e) => e.type === 'BuyerAssigned');
    expect(assigned).toHaveLength(2);
    expect((assigned[1].data as { buyerId: string }).buyerId).not.toBe('buy-1');
    const decisions: Array<{ outcome: string }> = await a.dataSource.query(
      `SELECT outcome FROM assignment_decisions WHERE batch_id = $1 AND trigger = 'acceptance_window'`,
      [batch.batchId],
    );
    expect(decisions).toEqual([{ outcome: 'assigned' }]);
    expect(await a.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({ outcome: 'done', attempts: 1 });
  });

  it('staff read the alerts timers raised; other roles are refused', async () => {
    const t = await startTestApp(JOBS_BY_HAND);
    try {
      const batch = await BatchHistory.create(t.app, T0);
      await batch.append(T0, steps.assign, steps.accept, steps.modify, steps.confirm, steps.checkout, steps.settle);
      const job = await jobScheduled(t.app, timerJobKey('purchase-deadline', batch.lastEventId));
      pinClock(t.app, job.run_at);
      await t.app.get(JobWorker).runDue();
      const get = (accountType: 's' | 'x' | 'r' | 'b') =>
        fetch(`${t.baseUrl}/api/admin/timers/alerts`, {
          headers: { authorization: `Bearer ${t.tokenFor({ id: randomUUID(), accountType })}` },
        });
      const r = await get('s');
      expect(r.status).toBe(200);
      expect(((await r.json()) as { results: unknown[] }).results).toEqual([
        {
          id: expect.any(String),
          kind: 'purchase-deadline',
          batch_id: batch.batchId,
          batch_number: batch.batchNumber,
          message: 'Nothing purchased within 24 hours of payment: staff follow up.',
          created_at: job.run_at.toISOString(),
        },
      ]);
      expect((await get('x')).status).toBe(200);
      expect((await get('r')).status).toBe(403);
      expect((await get('b')).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
