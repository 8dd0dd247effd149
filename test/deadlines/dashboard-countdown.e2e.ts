import type { BatchListItem, BatchListPage } from '@contracts/batch/batch-list';
import { readModelProjections } from '../../src/batch';
import { JobWorker } from '../../src/platform/jobs/job-worker';
import { rebuildProjection } from '../../src/platform/projections/rebuild/projection-rebuilder';
import {
  call,
  eventually,
  givenOrder,
  HOUR,
  http,
  JOBS_BY_HAND,
  pinClock,
  startTestApp,
  storedStatus,
  type TestApp,
} from '../support/kit';

jest.setTimeout(120_000);
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

// Ready for Pickup on Monday 7 Dec 2026, 09:30 in Hong Kong.
const READY = new Date('2026-12-07T01:30:00.000Z');
const afterDays = (days: number) => new Date(READY.getTime() + days * 24 * HOUR);
// Not the setting's default (14): the list must count with what the server runs with, live and rebuilt.
const FREE_DAYS = 10;

describe("the dashboards' pickup countdown: the order list row carries the end of free storage", () => {
  let t: TestApp;
  let staff: string;
  let move: (to: Date) => void;

  beforeAll(async () => {
    t = await startTestApp({ ...JOBS_BY_HAND, PICKUP_FREE_STORAGE_DAYS: String(FREE_DAYS) });
    staff = t.tokenFor({ id: 'staff-countdown', accountType: 's' });
    move = pinClock(t.app, READY);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The caller's order list row of `batchId` once `ready` holds (the list follows the log). */
  const rowOf = (token: string, batchId: string, ready: (r: BatchListItem) => boolean = () => true) =>
    eventually(
      async () => {
        const answer = await http<BatchListPage>(t, 'GET', '/api/batch/orders?page_size=100', token);
        const row = answer.body.results?.find((r) => r.id === batchId);
        return row && ready(row) ? row : undefined;
      },
      { what: `the list row of ${batchId}` },
    );

  /** Runs every due job at `now` until none is left (the pickup timers, then what they queue). */
  const drain = async (now: Date) => {
    move(now);
    for (let n = 0; n < 20 && (await t.app.get(JobWorker).runDue()) > 0; n++);
  };

  it('shows the end of free storage and the days left at the pickup point, moves it with an extension, then turns overdue', async () => {
    const order = await givenOrder(t, 'bns_in', { at: READY.toISOString() });
    const shipping = await givenOrder(t, 'oversea_shipping', { at: READY.toISOString() });
    const requester = t.tokenFor({ id: order.requester.id, accountType: 'r' });
    const buyer = t.tokenFor({ id: order.buyer.id, accountType: 'b' });

    const ready = await rowOf(requester, order.batchId);
    expect(ready.status).toBe('bns_in');
    expect(ready.pickup).toEqual({ free_until: afterDays(FREE_DAYS).toISOString(), days_left: 10, overdue: false });
    // The buyer's dashboard shows the same countdown; an order not yet at the pickup point has none.
    expect((await rowOf(buyer, order.batchId)).pickup).toEqual(ready.pickup);
    const onItsWay = await rowOf(t.tokenFor({ id: shipping.requester.id, accountType: 'r' }), shipping.batchId);
    expect([onItsWay.status, onItsWay.pickup]).toEqual(['oversea_shipping', null]);

    // The days left are counted when the list is read: 7.5 days later, 3 (rounded up) are left.
    move(afterDays(7.5));
    expect((await rowOf(requester, order.batchId)).pickup).toMatchObject({ days_left: 3, overdue: false });

    // Staff give 3 more days: the row's end moves with the StorageExtended event.
    const extended = await call(t, 'POST', `/api/admin/batches/${order.batchId}/storage_extensions`, {
      token: staff,
      body: { days: 3, reason: 'Requester abroad until Friday' },
    });
    expect(extended.status).toBe(200);
    const later = await rowOf(requester, order.batchId, (r) => r.pickup?.free_until !== ready.pickup?.free_until);
    expect(later.pickup).toEqual({ free_until: afterDays(13).toISOString(), days_left: 6, overdue: false });

    // The overdue timer fires at the new end: the row says since when.
    await drain(afterDays(13));
    await drain(new Date(afterDays(13).getTime() + 1000));
    expect(await storedStatus(t, order.batchId)).toBe('overdue');
    const overdue = await rowOf(requester, order.batchId, (r) => r.status === 'overdue');
    expect(overdue.pickup).toEqual({ free_until: afterDays(13).toISOString(), days_left: 0, overdue: true });
    // Still an order (overdue is also an unpaid request's status): on the orders list, found by its
    // status there, and not among the requests.
    const ids = async (path: string) =>
      (await http<BatchListPage>(t, 'GET', path, requester)).body.results.map((r) => [r.id, r.type]);
    expect(await ids('/api/batch/orders?status=overdue')).toEqual([[order.batchId, 'orders']]);
    expect(await ids('/api/batch/requests')).toEqual([]);
  });

  it('gives the same column when the list is rebuilt from the log', async () => {
    move(READY);
    const order = await givenOrder(t, 'bns_in', { at: READY.toISOString() });
    const extended = await call(t, 'POST', `/api/admin/batches/${order.batchId}/storage_extensions`, {
      token: staff,
      body: { days: 2, reason: 'Typhoon signal 8' },
    });
    expect(extended.status).toBe(200);
    const requester = t.tokenFor({ id: order.requester.id, accountType: 'r' });
    await rowOf(requester, order.batchId, (r) => r.pickup?.free_until === afterDays(12).toISOString());

    const rows = async () =>
      (await t.dataSource.query<{ batch_id: string; pickup_until: Date | null }[]>(
        `SELECT * FROM rm_batch_list ORDER BY batch_id`,
      )) as Record<string, unknown>[];
    const live = await rows();
    expect(live.filter((r) => r.pickup_until !== null).length).toBeGreaterThanOrEqual(1);
    const list = readModelProjections(t.config.shipments.freeStorageDays).find((p) => p.name === 'batch-list')!;
    await rebuildProjection({ databaseUrl: t.databaseUrl, projection: list });
    expect(await rows()).toEqual(live);
  });
});
