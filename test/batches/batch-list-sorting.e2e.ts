import { randomUUID } from 'node:crypto';
import type { BatchEvent } from '@machines/batch';
import { appendBatchEvents, eventsUpTo, GIVEN_ACTOR, type GivenStage, http, useAppWorld } from '../support/kit';
import type { BatchListPage as Page } from '@contracts/batch/batch-list';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const HOUR = 3600 * 1000;

/** GET /api/batch/{requests,orders,archived}?ordering=[-]field: the whitelist, both directions, refusals. */
describe('batch list ordering', () => {
  const world = useAppWorld({ pool: [] });
  let last = '';
  const requesterId = 'req-sorting';
  const requester = () => world.app.tokenFor({ id: requesterId, accountType: 'r' });
  const staff = () => world.app.tokenFor({ id: 'staff-sorting', accountType: 's' });
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

  /** A batch at `stage`, created `at`; `later` events are appended afterwards at `laterAt` (a later updated_at). */
  async function given(
    stage: GivenStage,
    batchNumber: string,
    at: string,
    later: BatchEvent[] = [],
    laterAt = at,
  ): Promise<string> {
    const batchId = randomUUID();
    const events = eventsUpTo(stage, { requesterId, buyerId: 'buyer-sorting', batchNumber, at });
    const first = await appendBatchEvents(world.store, batchId, events, { at, actor: GIVEN_ACTOR });
    last = first.position;
    if (later.length === 0) return batchId;
    const result = await appendBatchEvents(world.store, batchId, later, {
      at: laterAt,
      actor: GIVEN_ACTOR,
      expectedRevision: events.length - 1,
    });
    last = result.position;
    return batchId;
  }

  const list = (path: string, token = requester()) =>
    http<Page>(world.app, 'GET', path, token, undefined, { 'x-event-position': last });
  const ids = async (path: string, token = requester()) => {
    const answer = await list(path, token);
    expect(answer.status).toBe(200);
    return answer.body.results.map((r) => r.id);
  };

  let a = '';
  let b = '';
  let c = '';

  beforeAll(async () => {
    // Created in the order a, b, c; a changed last; batch numbers in the order c, a, b; three different statuses.
    a = await given(
      'requested',
      'BNSORT-B',
      ago(3),
      [{ type: 'BuyerRemarkAdded', data: { remark: 'checked' } }],
      ago(0.1),
    );
    b = await given('accepted', 'BNSORT-C', ago(2), [{ type: 'BuyerRemarkAdded', data: { remark: 'checked' } }]);
    c = await given('assigned', 'BNSORT-A', ago(1), [{ type: 'BuyerRemarkAdded', data: { remark: 'checked' } }]);
  });

  it('sorts the request list by each whitelisted field, ascending and descending; the default is -updated_at', async () => {
    expect(await ids('/api/batch/requests')).toEqual([a, c, b]);
    expect(await ids('/api/batch/requests?ordering=-updated_at')).toEqual([a, c, b]);
    expect(await ids('/api/batch/requests?ordering=updated_at')).toEqual([b, c, a]);
    expect(await ids('/api/batch/requests?ordering=created_at')).toEqual([a, b, c]);
    expect(await ids('/api/batch/requests?ordering=-created_at')).toEqual([c, b, a]);
    expect(await ids('/api/batch/requests?ordering=batch_number')).toEqual([c, a, b]);
    expect(await ids('/api/batch/requests?ordering=-batch_number')).toEqual([b, a, c]);

    // status: the workflow's order (status codes), so requested < assigned < requested_payment.
    const byStatus = (await list('/api/batch/requests?ordering=status')).body.results;
    const codes = byStatus.map((r) => r.status_code);
    expect(codes).toEqual([...codes].sort((x, y) => x - y));
    expect(new Set(codes).size).toBe(3);
    expect(byStatus.map((r) => r.id)).toEqual([a, c, b]);
    expect(await ids('/api/batch/requests?ordering=-status')).toEqual([b, c, a]);
  });

  it('pages follow the ordering without overlap', async () => {
    const first = await ids('/api/batch/requests?ordering=batch_number&page_size=2&page=1');
    const second = await ids('/api/batch/requests?ordering=batch_number&page_size=2&page=2');
    expect([...first, ...second]).toEqual([c, a, b]);
  });

  it('sorts the order list and the archive too; the archive keeps newest first by default', async () => {
    const older = await given('all_payment_canceled', 'BNSORT-ORD-2', ago(5));
    const newer = await given('all_payment_canceled', 'BNSORT-ORD-1', ago(4));
    expect(await ids('/api/batch/orders')).toEqual([newer, older]);
    expect(await ids('/api/batch/orders?ordering=-batch_number')).toEqual([older, newer]);
    expect(await ids('/api/batch/orders?ordering=created_at')).toEqual([older, newer]);

    const cancel: BatchEvent = { type: 'RequestCanceled', data: { reason: 'changed_mind', remark: '' } };
    const gone1 = await given('requested', 'BNSORT-ARC-1', ago(7), [cancel], ago(6));
    const gone2 = await given('requested', 'BNSORT-ARC-2', ago(8), [cancel], ago(5.5));
    expect(await ids('/api/batch/archived')).toEqual([gone2, gone1]);
    expect(await ids('/api/batch/archived?ordering=batch_number')).toEqual([gone1, gone2]);
    expect(await ids('/api/batch/archived?ordering=-batch_number')).toEqual([gone2, gone1]);
    expect(await ids('/api/batch/archived?ordering=created_at')).toEqual([gone2, gone1]);
    // Staff see every batch in the same order rules.
    expect(await ids('/api/batch/archived?ordering=batch_number&search=BNSORT-ARC', staff())).toEqual([gone1, gone2]);
  });

  it.each([
    'total',
    'batch_id',
    '-',
    '--updated_at',
    'updated_at,created_at',
    'UPDATED_AT',
    'updated_at desc',
    'status_code; DROP TABLE x',
  ])('refuses ordering=%s with 400 VALIDATION_FAILED naming the field, on every list', async (ordering) => {
    for (const kind of ['requests', 'orders', 'archived']) {
      const answer = await list(`/api/batch/${kind}?ordering=${encodeURIComponent(ordering)}`, staff());
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'ordering' } });
    }
  });
});
