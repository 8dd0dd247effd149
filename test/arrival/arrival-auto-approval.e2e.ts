// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import type { NotificationItem } from '@contracts/notifications';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { timerJobKey } from '../../src/around-batch/timers/timer-jobs.types';
import {
  call,
  countOf,
  eventually,
  givenOrder,
  HOUR,
  http,
  type Instance,
  JOBS_BY_HAND,
  jobScheduled,
  pinClock,
  png,
  startInstance,
  startTestApp,
  storedState,
  storedTypes,
  streamOf,
  type TestApp,
  givenAccount,
  randomHkMobile,
} from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));
// Two server instances on a shared, busy machine.
jest.setTimeout(120_000);

// Workers are driven with runDue() (JOBS_BY_HAND): the clock decides what is due, nothing waits on timing.
const T0 = new Date('2026-06-01T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const REVIEW = 3 * 24 * HOUR;
const REMINDER = REVIEW - 24 * HOUR;

interface Requester {
  email: string;
  mobile: string;
}

describe('arrival review: a reminder a day before, then unreviewed items approved once, with two instances', () => {
  let t: TestApp;
  const instances: Instance[] = [];

  let staff: string;

  beforeAll(async () => {
    t = await startTestApp(JOBS_BY_HAND);
    staff = t.tokenFor({ id: 'staff-reminder', accountType: 's' });
  });
  afterAll(async () => {
    for (const i of instances) await i.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** The order's requester as a registered user (e-mail, mobile, Hong Kong Chinese): the reminder's addressee. */
  async function register(accountId: string): Promise<Requester> {
    const mobile = randomHkMobile();
    const { email } = await givenAccount(t, { id: accountId, accountType: 'r', mobile, language: 'zh-hk' });
    return { email, mobile };
  }

  /** Staff check items of a sent order in at the server's clock; the first check-in event's id. */
  async function checkedIn(batchId: string, itemIds = 'item-1,item-2', on: Instance | TestApp = t): Promise<string> {
    const form = new FormData();
    for (const [k, v] of Object.entries({ item_ids: itemIds, weight: '420', condition: 'good' })) form.append(k, v);
    for (const side of ['length_cm', 'width_cm', 'height_cm']) form.append(side, '20');
    form.append('photos', new Blob([new Uint8Array(png(80, 60))], { type: 'image/png' }), 'parcel.png');
    const answer = await call(on, 'POST', `/api/admin/batches/${batchId}/check_ins`, { token: staff, form });
    expect(answer.status).toBe(200);
    const stream = await streamOf(on, batchId);
    return stream.filter((e) => e.type === 'ParcelCheckedIn')[0].eventId;
  }

  const sent = async (db: Instance['dataSource'], r: Requester) => ({
    emails: await db.query<{ subject: string; body: string }[]>(
      `SELECT subject, body FROM outbox_email WHERE to_address = $1 AND purpose = 'notification:arrival_review_reminder'`,
      [r.email],
    ),
    sms: await db.query<{ body: string; purpose: string; language: string }[]>(
      `SELECT body, purpose, language FROM outbox_sms WHERE to_number = $1`,
      [r.mobile],
    ),
  });

  it('reminds once a day before, by notification, e-mail and SMS, then approves once when due; an approved order gets neither', async () => {
    pinClock(t.app, T0);
    const order = await givenOrder(t, 'item_sent', { at: T0.toISOString() });
    const requester = await register(order.requester.id);
    const checkedInId = await checkedIn(order.batchId);
    // A second order whose requester approves both items at once: nothing to remind, nothing to approve.
    const approvedOrder = await givenOrder(t, 'item_sent', { at: T0.toISOString() });
    const approver = await register(approvedOrder.requester.id);
    await checkedIn(approvedOrder.batchId);
    const approve = await http(
      t,
      'POST',
      `/api/batch/orders/arrival/${approvedOrder.batchId}/approve`,
      t.tokenFor({ id: approvedOrder.requester.id, accountType: 'r' }),
      { items: ['item-1', 'item-2'] },
    );
    expect(approve.status).toBe(200);

    // A third order: one parcel now, the other checked in later, joining the same review episode.
    const twoParcels = await givenOrder(t, 'item_sent', { at: T0.toISOString() });
    await checkedIn(twoParcels.batchId, 'item-1');

    await t.app.get(JobWorker).runDue();
    const job = await jobScheduled(t.app, timerJobKey('arrival-review', checkedInId));
    expect(job.run_at).toEqual(at(REVIEW));
    const reminderJob = await jobScheduled(t.app, timerJobKey('arrival-review-reminder', checkedInId));
    expect(reminderJob.run_at).toEqual(at(REMINDER));

    const databaseUrl = t.databaseUrl;
    const requesterToken = t.tokenFor({ id: order.requester.id, accountType: 'r' });
    await t.close();
    const a = await startInstance(databaseUrl, JOBS_BY_HAND);
    instances.push(a);
    const b = await startInstance(databaseUrl, JOBS_BY_HAND);
    instances.push(b);
    const both = async () => {
      await Promise.all([a.app.get(JobWorker).runDue(), b.app.get(JobWorker).runDue()]);
      await Promise.all([a.app.get(JobWorker).runDue(), b.app.get(JobWorker).runDue()]);
    };
    const count = async (type: string, batchId = order.batchId) => countOf(await storedTypes(a.app, batchId), type);

    for (const i of [a, b]) pinClock(i.app, at(REMINDER - 1));
    await checkedIn(twoParcels.batchId, 'item-2', a);
    await both();
    expect([await count('ArrivalReviewReminded'), await count('ItemsAutoApproved')]).toEqual([0, 0]);
    jest.restoreAllMocks();

    // The day before: one reminder, however many instances ran the job; nothing approved yet.
    for (const i of [a, b]) pinClock(i.app, at(REMINDER));
    await both();
    expect([await count('ArrivalReviewReminded'), await count('ItemsAutoApproved')]).toEqual([1, 0]);
    const autoApproveAt = '2026-06-04 16:00'; // T0 + 3 days, in Hong Kong time
    const delivered = await eventually(async () => {
      const s = await sent(a.dataSource, requester);
      return s.emails.length && s.sms.length ? s : undefined;
    });
    expect(delivered.emails).toEqual([
      {
        subject: `請檢查訂單 ${order.batchNumber} 已到達的貨品`,
        body: expect.stringContaining(`（Thing item-1, Thing item-2）已到達海外倉庫`),
      },
    ]);
    expect(delivered.emails[0].body).toContain(`${autoApproveAt}（香港時間）自動確認`);
    expect(delivered.sms).toEqual([
      {
        body: `訂單 ${order.batchNumber}：請於 ${autoApproveAt}（香港時間）前檢查 Thing item-1, Thing item-2，逾時系統會自動確認。請登入確認或報告問題。`,
        purpose: 'notification',
        language: 'zh-hk',
      },
    ]);
    const notices = await eventually(async () => {
      const page = await http<{ results: NotificationItem[] }>(a, 'GET', '/api/batch/notifications', requesterToken);
      const found = page.body.results.filter((n) => n.tag === 'arrival_review_reminder');
      return found.length ? found : undefined;
    });
    expect(notices.map((n) => [n.metadata.batch_number, n.content['en-hk']])).toEqual([
      [
        order.batchNumber,
        `Please review the arrived items of order ${order.batchNumber} (Thing item-1, Thing item-2): they will be approved automatically at ${autoApproveAt} (Hong Kong time).`,
      ],
    ]);
    jest.restoreAllMocks();

    for (const i of [a, b]) pinClock(i.app, at(REVIEW));
    await both();
    expect([await count('ArrivalReviewReminded'), await count('ItemsAutoApproved')]).toEqual([1, 1]);
    const state = await storedState(a.app, order.batchId);
    expect(state.context.arrival?.reviews.map((r) => [r.itemId, r.status, r.approvedBy])).toEqual([
      ['item-1', 'approved', 'auto'],
      ['item-2', 'approved', 'auto'],
    ]);
    expect(await a.app.get(JobQueue).find(job.dedupe_key)).toMatchObject({ outcome: 'done', attempts: 1 });
    expect(await a.app.get(JobQueue).find(reminderJob.dedupe_key)).toMatchObject({ outcome: 'done', attempts: 1 });
    // Still one of each: nothing was sent again by the other instance or the later runs.
    const after = await sent(a.dataSource, requester);
    expect([after.emails.length, after.sms.length]).toEqual([1, 1]);

    // The order approved by its requester: neither a reminder nor an auto-approval.
    expect([
      await count('ArrivalReviewReminded', approvedOrder.batchId),
      await count('ItemsAutoApproved', approvedOrder.batchId),
    ]).toEqual([0, 0]);
    const none = await sent(a.dataSource, approver);
    expect([none.emails.length, none.sms.length]).toEqual([0, 0]);

    // The later parcel was reminded with the first (not due yet) and is approved at its own due time.
    const reviewsOf = async () =>
      (await storedState(a.app, twoParcels.batchId)).context.arrival?.reviews.map((r) => [r.itemId, r.status]);
    expect(await count('ArrivalReviewReminded', twoParcels.batchId)).toBe(1);
    expect(await reviewsOf()).toEqual([
      ['item-1', 'approved'],
      ['item-2', 'awaiting_review'],
    ]);
    jest.restoreAllMocks();
    for (const i of [a, b]) pinClock(i.app, at(REMINDER - 1 + REVIEW));
    await both();
    expect(await reviewsOf()).toEqual([
      ['item-1', 'approved'],
      ['item-2', 'approved'],
    ]);
    expect(await count('ItemsAutoApproved', twoParcels.batchId)).toBe(2);
  });
});
