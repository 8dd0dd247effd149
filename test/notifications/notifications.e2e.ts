// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { ProjectionWaiter } from '../../src/platform/projections/read-your-writes/projection-waiter';
import { givenBatch, http, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const NOT_AUTHORIZED = 'You are not authorized to do this action!';

interface Item {
  id: string;
  is_read: boolean;
  tag: string;
  metadata: { batch_id: string; batch_number: string; batch_type: string };
  created_at: string;
  content: Record<string, string>;
}
interface Page {
  results: Item[];
  count: number;
  unread_count: number;
  stale: boolean;
}

describe('Notifications read model and API', () => {
  const world = useAppWorld();
  const token = (id: string, accountType: 'r' | 'b' | 's' | 'x' = 'r') => world.app.tokenFor({ id, accountType });

  it('writes one row per concerned account with the texts in all five languages, newest first, 10 a page', async () => {
    const batches = [];
    for (let i = 0; i < 6; i++)
      batches.push(await givenBatch(world.store, 'accepted', { requesterId: 'req-n1', buyerId: 'buyer-n1' }));
    const last = batches[batches.length - 1];
    const page1 = await http<Page>(world.app, 'GET', '/api/batch/notifications', token('req-n1'), undefined, {
      'x-event-position': last.position,
    });
    expect(page1.status).toBe(200);
    // Per batch: buyer_assigned and request_accepted for the requester.
    expect(page1.body).toMatchObject({ count: 12, unread_count: 12, stale: false });
    expect(page1.body.results).toHaveLength(10);
    expect(page1.body.results[0]).toEqual({
      id: expect.any(String),
      is_read: false,
      tag: 'request_accepted',
      metadata: { batch_id: last.batchId, batch_number: last.batchNumber, batch_type: 'requests' },
      created_at: expect.any(String),
      content: {
        'en-us': `Your request ${last.batchNumber} has been accepted by the buyer.`,
        'en-hk': `Your request ${last.batchNumber} has been accepted by the buyer.`,
        'zh-hk': `買手已接受你的請求 ${last.batchNumber}。`,
        'zh-tw': `買手已接受您的請求 ${last.batchNumber}。`,
        'zh-mo': `買手已接受你的請求 ${last.batchNumber}。`,
      },
    });
    const page2 = await http<Page>(world.app, 'GET', '/api/batch/notifications?page=2', token('req-n1'));
    expect(page2.body.results).toHaveLength(2);
    expect(page2.body.results[1]).toMatchObject({ tag: 'buyer_assigned', metadata: { batch_id: batches[0].batchId } });
    const ids = [...page1.body.results, ...page2.body.results].map((r) => r.id);
    expect(new Set(ids).size).toBe(12);

    const big = await http<Page>(world.app, 'GET', '/api/batch/notifications?page_size=50', token('req-n1'));
    expect(big.body.results).toHaveLength(12);

    const buyer = await http<Page>(world.app, 'GET', '/api/batch/notifications', token('buyer-n1', 'b'));
    expect(buyer.body.count).toBe(6);
    expect(buyer.body.results.every((r) => r.tag === 'request_assigned')).toBe(true);
  });

  it('does not notify the actor of their own action', async () => {
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-n2', buyerId: 'buyer-n2' });
    const accepted = await http(
      world.app,
      'PUT',
      `/api/batch/requests/accept/${given.batchId}`,
      token('buyer-n2', 'b'),
      {},
    );
    expect(accepted.status).toBe(200);
    const position = String(accepted.body.position);
    const requester = await http<Page>(world.app, 'GET', '/api/batch/notifications', token('req-n2'), undefined, {
      'x-event-position': position,
    });
    expect(requester.body.results.map((r) => r.tag).sort()).toEqual(['buyer_assigned', 'request_accepted']);
    const buyer = await http<Page>(world.app, 'GET', '/api/batch/notifications', token('buyer-n2', 'b'), undefined, {
      'x-event-position': position,
    });
    expect(buyer.body.results.map((r) => r.tag)).toEqual(['request_assigned']);
  });

  it("counts unread, marks read (the caller's own only) and answers the unread count after", async () => {
    const given = await givenBatch(world.store, 'accepted', { requesterId: 'req-n3', buyerId: 'buyer-n3' });
    const list = await http<Page>(world.app, 'GET', '/api/batch/notifications', token('req-n3'), undefined, {
      'x-event-position': given.position,
    });
    expect(list.body.count).toBe(2);
    expect((await http(world.app, 'GET', '/api/batch/notifications/unread-count', token('req-n3'))).body).toEqual({
      count: 2,
    });

    const [first, second] = list.body.results;
    const foreign = await http(world.app, 'PUT', `/api/batch/notifications/read/${first.id}`, token('req-other'));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND' });
    expect((await http(world.app, 'PUT', '/api/batch/notifications/read/not-a-uuid', token('req-n3'))).status).toBe(
      404,
    );

    const read = await http(world.app, 'PUT', `/api/batch/notifications/read/${first.id}`, token('req-n3'));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ count: 1 });
    // Again is harmless.
    expect((await http(world.app, 'PUT', `/api/batch/notifications/read/${first.id}`, token('req-n3'))).body).toEqual({
      count: 1,
    });
    const after = await http<Page>(world.app, 'GET', '/api/batch/notifications', token('req-n3'));
    expect(after.body.results.find((r) => r.id === first.id)?.is_read).toBe(true);
    expect(after.body.results.find((r) => r.id === second.id)?.is_read).toBe(false);
    expect(after.body.unread_count).toBe(1);

    // The older paths.
    const legacyList = await http<Page>(
      world.app,
      'GET',
      '/api/notification/all/req-n3/?page=1&page_size=1',
      token('req-n3'),
    );
    expect(legacyList.status).toBe(200);
    expect(legacyList.body).toMatchObject({ count: 2 });
    expect(legacyList.body.results).toHaveLength(1);
    expect((await http(world.app, 'GET', '/api/notification/number/req-n3/', token('req-n3'))).body).toEqual({
      count: 1,
    });
    const patched = await http(world.app, 'PATCH', `/api/notification/${second.id}/`, token('req-n3'), { read: true });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ count: 0 });
    expect(
      (await http(world.app, 'PATCH', `/api/notification/${second.id}/`, token('req-other'), { read: true })).status,
    ).toBe(404);
  });

  it('replaying the log adds no duplicate and keeps what was read', async () => {
    const given = await givenBatch(world.store, 'accepted', { requesterId: 'req-n4', buyerId: 'buyer-n4' });
    const before = await http<Page>(world.app, 'GET', '/api/batch/notifications', token('req-n4'), undefined, {
      'x-event-position': given.position,
    });
    expect(before.body.count).toBe(2);
    await http(world.app, 'PUT', `/api/batch/notifications/read/${before.body.results[0].id}`, token('req-n4'));
    const waiter = world.app.app.get(ProjectionWaiter);
    await world.app.dataSource.query(
      `UPDATE es_checkpoints SET transaction_id = '0', global_position = 0 WHERE subscription_id = 'projection:notifications'`,
    );
    expect((await waiter.waitFor('notifications', [given.position], 10000)).stale).toBe(false);
    const after = await http<Page>(world.app, 'GET', '/api/batch/notifications', token('req-n4'));
    expect(after.body).toMatchObject({ count: 2, unread_count: 1 });
    expect(after.body.results.map((r) => r.id)).toEqual(before.body.results.map((r) => r.id));
  });

  it("refuses another account's legacy list and count, bad paging and anonymous callers", async () => {
    for (const path of ['/api/notification/all/req-n3/', '/api/notification/number/req-n3/']) {
      const answer = await http(world.app, 'GET', path, token('req-intruder'));
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'AUTH_NOT_AUTHORIZED', message: NOT_AUTHORIZED });
    }
    const badPage = await http(world.app, 'GET', '/api/batch/notifications?page=0', token('req-n3'));
    expect(badPage.status).toBe(400);
    expect(badPage.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'page' } });
    const badSize = await http(world.app, 'GET', '/api/batch/notifications?page_size=abc', token('req-n3'));
    expect(badSize.status).toBe(400);
    expect(badSize.body).toMatchObject({ params: { field: 'page_size' } });
    const badPosition = await http(world.app, 'GET', '/api/batch/notifications', token('req-n3'), undefined, {
      'x-event-position': 'nonsense',
    });
    expect(badPosition.status).toBe(400);
    expect((await http(world.app, 'GET', '/api/batch/notifications')).status).toBe(401);
    expect((await http(world.app, 'GET', '/api/batch/notifications/unread-count')).status).toBe(401);
    expect((await http(world.app, 'PUT', '/api/batch/notifications/read/x')).status).toBe(401);
  });
});
