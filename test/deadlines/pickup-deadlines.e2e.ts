// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { timerJobKey } from '../../src/around-batch/timers/timer-jobs.types';
import {
  call,
  countOf,
  eventually,
  givenAccount,
  givenOrder,
  handOverAtCounter,
  http,
  JOBS_BY_HAND,
  jobScheduled,
  pinClock,
  startTestApp,
  storedStatus,
  storedTypes,
  streamOf,
  type TestApp,
  randomHkMobile,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
jest.setTimeout(120_000);

const DAY = 24 * 3600 * 1000;
// Tuesday 1 Dec 2026, 10:00 in Hong Kong: the default cut-off is Wednesday 18:00 (Hong Kong time).
const T0 = new Date('2026-12-01T02:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('deadlines the requester can see: cut-off, expected arrival, free storage at the pickup point', () => {
  let t: TestApp;
  let staff: string;
  let move: (to: Date) => void;

  beforeAll(async () => {
    t = await startTestApp(JOBS_BY_HAND);
    staff = t.tokenFor({ id: 'staff-deadlines', accountType: 's' });
    move = pinClock(t.app, T0);
  });
  afterAll(async () => {
    await t.close();
  });

  async function register(accountId: string): Promise<{ email: string; mobile: string }> {
    const mobile = randomHkMobile();
    const { email } = await givenAccount(t, { id: accountId, accountType: 'r', mobile, language: 'en-us' });
    return { email, mobile };
  }

  const outbox = async (r: { email: string; mobile: string }, purpose: string) => ({
    emails: (
      await t.dataSource.query<unknown[]>(`SELECT 1 FROM outbox_email WHERE to_address = $1 AND purpose = $2`, [
        r.email,
        `notification:${purpose}`,
      ])
    ).length,
    sms: (
      await t.dataSource.query<{ body: string }[]>(`SELECT body FROM outbox_sms WHERE to_number = $1`, [r.mobile])
    ).filter((s) => s.body.includes(purpose === 'pickup_overdue' ? 'free storage ended' : 'days left')).length,
  });

  /** The detail once the read model shows what `ready` waits for (the read side follows the log). */
  const detail = (id: string, token: string, ready: (d: BatchDetail) => boolean = () => true) =>
    eventually(async () => {
      const answer = await http<BatchDetail>(t, 'GET', `/api/batch/orders/${id}`, token);
      return answer.status === 200 && ready(answer.body) ? answer.body : undefined;
    });

  /** Waits (running due jobs: the notification reaction's e-mail and SMS) until `n` of each were sent. */
  const delivered = (r: { email: string; mobile: string }, purpose: string, n: number) =>
    eventually(async () => {
      await t.app.get(JobWorker).runDue();
      const o = await outbox(r, purpose);
      return o.emails >= n && o.sms >= n ? o : undefined;
    });

  /** Runs every due job until none is left (reactions then the e-mail and SMS jobs they queue). */
  const drain = async (now: Date) => {
    move(now);
    for (let n = 0; n < 20 && (await t.app.get(JobWorker).runDue()) > 0; n++);
  };

  it('before the items ship the detail names the cut-off; once departed, the expected arrival', async () => {
    const paid = await givenOrder(t, 'payment_captured', { at: T0.toISOString() });
    const before = await detail(paid.batchId, t.tokenFor({ id: paid.requester.id, accountType: 'r' }));
    expect(before.deadlines).toMatchObject({
      cutoff: { cutoff_at: '2026-12-02T10:00:00.000Z', ships_on: '2026-12-04' },
      expected_arrival_on: null,
      pickup: null,
    });
    const departed = await givenOrder(t, 'oversea_shipping', { at: '2026-12-04T04:00:00.000Z' });
    const shipped = await detail(departed.batchId, t.tokenFor({ id: departed.requester.id, accountType: 'r' }));
    const transit = t.config.shipments.scheduleFor(shipped.batch.warehouse).transitDays;
    expect(shipped.deadlines?.cutoff).toBeNull();
    expect(shipped.deadlines?.expected_arrival_on).toBe(
      new Date(Date.UTC(2026, 11, 4) + transit * DAY).toISOString().slice(0, 10),
    );
  });

  it('reminds at 3 days and 1 day exactly once, an extension moves the deadline and its reminders, then overdue with notice', async () => {
    move(T0);
    const order = await givenOrder(t, 'bns_in', { at: T0.toISOString() });
    const requester = await register(order.requester.id);
    const token = t.tokenFor({ id: order.requester.id, accountType: 'r' });
    const ready = (await streamOf(t, order.batchId)).find((e) => e.type === 'OrderStatusUpdated')!.eventId;

    expect((await detail(order.batchId, token)).deadlines?.pickup).toMatchObject({
      free_storage_days: 14,
      free_until: at(14 * DAY).toISOString(),
      days_left: 14,
      overdue: false,
    });
    expect((await jobScheduled(t.app, timerJobKey('pickup-reminder', ready, 3))).run_at).toEqual(at(11 * DAY));
    expect((await jobScheduled(t.app, timerJobKey('pickup-reminder', ready, 1))).run_at).toEqual(at(13 * DAY));
    expect((await jobScheduled(t.app, timerJobKey('pickup-overdue', ready))).run_at).toEqual(at(14 * DAY));

    await drain(at(11 * DAY - 1));
    expect(countOf(await storedTypes(t, order.batchId), 'PickupReminded')).toBe(0);
    await drain(at(11 * DAY));
    await drain(at(11 * DAY + 1000));
    expect(countOf(await storedTypes(t, order.batchId), 'PickupReminded')).toBe(1);
    expect(await delivered(requester, 'pickup_reminder', 1)).toEqual({ emails: 1, sms: 1 });
    expect((await detail(order.batchId, token)).deadlines?.pickup?.days_left).toBe(3);

    await drain(at(13 * DAY));
    await drain(at(13 * DAY + 1000));
    const reminded = (await streamOf(t, order.batchId)).filter((e) => e.type === 'PickupReminded');
    expect(reminded.map((e) => e.data)).toEqual([
      { daysLeft: 3, until: at(14 * DAY).toISOString() },
      { daysLeft: 1, until: at(14 * DAY).toISOString() },
    ]);
    expect(await delivered(requester, 'pickup_reminder', 2)).toEqual({ emails: 2, sms: 2 });

    // Staff add 3 days: the deadline moves, the old overdue job is stale, reminders are planned again.
    const extended = await call<{ revision: number }>(
      t,
      'POST',
      `/api/admin/batches/${order.batchId}/storage_extensions`,
      {
        token: staff,
        body: { days: 3, reason: 'Requester abroad until Friday' },
      },
    );
    expect(extended.status).toBe(200);
    const extension = (await streamOf(t, order.batchId)).find((e) => e.type === 'StorageExtended')!;
    expect(extension.data).toEqual({
      days: 3,
      reason: 'Requester abroad until Friday',
      by: 'staff-deadlines',
      at: at(13 * DAY + 1000).toISOString(),
    });
    expect(
      (await detail(order.batchId, token, (d) => d.revision >= extended.body.revision)).deadlines?.pickup,
    ).toMatchObject({
      extended_days: 3,
      free_until: at(17 * DAY).toISOString(),
      days_left: 4,
      extensions: [{ days: 3, reason: 'Requester abroad until Friday' }],
    });
    expect((await jobScheduled(t.app, timerJobKey('pickup-reminder', extension.eventId, 3))).run_at).toEqual(
      at(14 * DAY),
    );
    expect((await jobScheduled(t.app, timerJobKey('pickup-overdue', extension.eventId))).run_at).toEqual(at(17 * DAY));

    await drain(at(14 * DAY));
    expect(await storedStatus(t, order.batchId)).toBe('bns_in');
    expect(countOf(await storedTypes(t, order.batchId), 'PickupReminded')).toBe(3);

    // The new 1-day reminder comes a day before the new deadline (both due in one drain, the overdue
    // job could run first and leave the reminder nothing to remind of).
    await drain(at(16 * DAY));
    await drain(at(16 * DAY + 1000));
    expect(countOf(await storedTypes(t, order.batchId), 'PickupReminded')).toBe(4);
    await drain(at(17 * DAY));
    await drain(at(17 * DAY + 1000));
    expect(await storedStatus(t, order.batchId)).toBe('overdue');
    const types = await storedTypes(t, order.batchId);
    expect([
      countOf(types, 'PickupReminded'),
      countOf(types, 'PickupOverdue'),
      countOf(types, 'ItemsAbandoned'),
    ]).toEqual([4, 1, 0]);
    expect(await delivered(requester, 'pickup_overdue', 1)).toEqual({ emails: 1, sms: 1 });
    expect((await detail(order.batchId, token, (d) => d.status === 'overdue')).deadlines?.pickup).toMatchObject({
      overdue: true,
      days_left: 0,
    });
  });

  it('staff see who extended free storage (name and id); the requester and the buyer see the extensions, never the names', async () => {
    move(T0);
    const order = await givenOrder(t, 'bns_in', { at: T0.toISOString() });
    const named = await givenAccount(t, { accountType: 's', firstName: 'Stella', lastName: 'Staff' });
    const extend = (token: string, reason: string) =>
      call<{ revision: number }>(t, 'POST', `/api/admin/batches/${order.batchId}/storage_extensions`, {
        token,
        body: { days: 2, reason },
      });
    expect((await extend(named.token, 'Requester in hospital')).status).toBe(200);
    // A staff member known only by the token (no profile): the id, and an empty name.
    const last = await extend(staff, 'Typhoon signal 8');
    expect(last.status).toBe(200);
    const seenBy = (token: string) => detail(order.batchId, token, (d) => d.revision >= last.body.revision);
    const forStaff = await seenBy(staff);
    expect(forStaff.deadlines?.pickup?.extensions).toEqual([
      { days: 2, reason: 'Requester in hospital', at: T0.toISOString(), by: { id: named.id, name: 'Stella Staff' } },
      { days: 2, reason: 'Typhoon signal 8', at: T0.toISOString(), by: { id: 'staff-deadlines', name: '' } },
    ]);
    const auditor = t.tokenFor({ id: randomUUID(), accountType: 'x' });
    expect((await seenBy(auditor)).deadlines?.pickup?.extensions.map((e) => e.by?.name)).toEqual(['Stella Staff', '']);
    for (const token of [
      t.tokenFor({ id: order.requester.id, accountType: 'r' }),
      t.tokenFor({ id: order.buyer.id, accountType: 'b' }),
    ]) {
      const d = await seenBy(token);
      expect(d.deadlines?.pickup?.extensions).toEqual([
        { days: 2, reason: 'Requester in hospital', at: T0.toISOString() },
        { days: 2, reason: 'Typhoon signal 8', at: T0.toISOString() },
      ]);
      // Never by name: the names are looked up for staff's detail only.
      expect(JSON.stringify(d)).not.toContain('Stella');
    }
  });

  it('overdue at the pickup point the requester may still collect: the counter hands it over with the code', async () => {
    move(T0);
    const order = await givenOrder(t, 'bns_in', { at: T0.toISOString() });
    const ready = (await streamOf(t, order.batchId)).find((e) => e.type === 'OrderStatusUpdated')!.eventId;
    expect((await jobScheduled(t.app, timerJobKey('pickup-overdue', ready))).run_at).toEqual(at(14 * DAY));
    await drain(at(14 * DAY));
    await drain(at(14 * DAY + 1000));
    expect(await storedStatus(t, order.batchId)).toBe('overdue');
    const requester = t.tokenFor({ id: order.requester.id, accountType: 'r' });
    const handed = await handOverAtCounter(t, order, { requester, staff });
    expect(handed.answer.body.status).toBe('bns_out');
    expect(await storedStatus(t, order.batchId)).toBe('bns_out');
  });

  it('refuses bad extensions with coded errors and changes nothing', async () => {
    move(T0);
    const order = await givenOrder(t, 'bns_in', { at: T0.toISOString() });
    const requester = t.tokenFor({ id: order.requester.id, accountType: 'r' });
    const before = await storedTypes(t, order.batchId);
    const extend = (body: unknown, token = staff) =>
      call(t, 'POST', `/api/admin/batches/${order.batchId}/storage_extensions`, { token, body });
    for (const days of [0, 31]) {
      const refused = await extend({ days, reason: 'Travelling' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'days' } });
    }
    const noReason = await extend({ days: 3 });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'reason' } });
    const blank = await extend({ days: 3, reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ params: { field: 'reason' } });
    const byRequester = await extend({ days: 3, reason: 'Travelling' }, requester);
    expect(byRequester.status).toBe(403);
    expect(await storedTypes(t, order.batchId)).toEqual(before);
  });
});
