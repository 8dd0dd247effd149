import { randomUUID } from 'node:crypto';
import { FEES, givenBatch, givenBuyerProfile, http, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

interface Item {
  tag: string;
  metadata: { batch_id: string; batch_number: string };
  content: Record<string, string>;
}
interface Page {
  results: Item[];
  count: number;
}

/** The changes that used to be silent: a reassignment, warehouse, coupon, combine and merge. */
describe('Notifications for every change that concerns a user', () => {
  // An empty pool: only the tests assign buyers.
  const world = useAppWorld({ pool: [], accounts: { staff: { id: 'staff-nc', accountType: 's' } } });
  const who = world.tokens;
  const token = (id: string, accountType: 'r' | 'b' = 'r') => world.app.tokenFor({ id, accountType });

  const inbox = async (id: string, position: string, accountType: 'r' | 'b' = 'r') => {
    const page = await http<Page>(
      world.app,
      'GET',
      '/api/batch/notifications?page_size=50',
      token(id, accountType),
      undefined,
      { 'x-event-position': position },
    );
    expect(page.status).toBe(200);
    return page.body.results;
  };
  const tagsFor = async (id: string, batchId: string, position: string, accountType: 'r' | 'b' = 'r') =>
    (await inbox(id, position, accountType)).filter((n) => n.metadata.batch_id === batchId).map((n) => n.tag);

  it('tells the previous buyer when staff reassign the request, and the new buyer and the requester too', async () => {
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-nc1', buyerId: 'buyer-nc1' });
    await givenBuyerProfile(world.app, who.staff, 'buyer-nc2');
    const reassigned = await http(world.app, 'PUT', `/api/admin/batches/${given.batchId}/assign`, who.staff, {
      buyer_id: 'buyer-nc2',
      explanation: 'first buyer is on leave',
    });
    expect(reassigned.status).toBe(200);
    const position = String(reassigned.body.position);
    const previous = (await inbox('buyer-nc1', position, 'b')).filter((n) => n.metadata.batch_id === given.batchId);
    expect(previous.map((n) => n.tag)).toEqual(['request_reassigned', 'request_assigned']);
    expect(previous[0].content['en-hk']).toBe(
      `Request ${given.batchNumber} has been reassigned to another buyer. You no longer need to act on it.`,
    );
    expect(previous[0].content['zh-hk']).toContain(given.batchNumber);
    expect(await tagsFor('buyer-nc2', given.batchId, position, 'b')).toEqual(['request_assigned']);
    expect(await tagsFor('req-nc1', given.batchId, position)).toEqual(['buyer_assigned', 'buyer_assigned']);
  });

  it('tells the buyer when the requester changes the warehouse, and the requester when the buyer does', async () => {
    // The requester may change it until the buyer accepts; the buyer until shipping.
    const given = await givenBatch(world.store, 'assigned', { requesterId: 'req-nc3', buyerId: 'buyer-nc3' });
    const byRequester = await http(
      world.app,
      'PUT',
      `/api/batch/requests/update_warehouse/${given.batchId}`,
      token('req-nc3'),
      { warehouse: 'jp' },
    );
    expect(byRequester.status).toBe(200);
    expect(await tagsFor('buyer-nc3', given.batchId, String(byRequester.body.position), 'b')).toEqual([
      'warehouse_updated',
      'request_assigned',
    ]);
    const byBuyer = await http(
      world.app,
      'PUT',
      `/api/batch/requests/update_warehouse/${given.batchId}`,
      token('buyer-nc3', 'b'),
      { warehouse: 'uk' },
    );
    expect(byBuyer.status).toBe(200);
    const requesterTags = await tagsFor('req-nc3', given.batchId, String(byBuyer.body.position));
    // Only the buyer's change reaches the requester: nobody is told of their own action.
    expect(requesterTags.filter((t) => t === 'warehouse_updated')).toHaveLength(1);
    expect(requesterTags[0]).toBe('warehouse_updated');
  });

  it("tells the buyer of coupon changes by the requester, and the requester when the buyer's change moves the discount", async () => {
    const given = await givenBatch(world.store, 'accepted', { requesterId: 'req-nc4', buyerId: 'buyer-nc4' });
    // The kit's one-item order (US$144.40) with a US$10 coupon off.
    const fees = { ...FEES, couponDiscount: 1000, total: FEES.total - 1000, buyerEarning: 720 };
    const coupon = { code: 'TENOFF', kind: 'amount', basisPoints: 0, amount: 1000, minimumTotal: 0, discount: 1000 };
    const append = async (type: string, data: Record<string, unknown>, actor: { id: string; role: string }) =>
      (
        await world.store.append(
          `batch-${given.batchId}`,
          [{ eventId: randomUUID(), type, data, metadata: { at: new Date().toISOString(), actor } }],
          { expectedRevision: 'any', streamType: 'batch' },
        )
      ).position;
    await append('CouponApplied', { coupon, fees }, { id: 'req-nc4', role: 'requester' });
    await append(
      'CouponUpdated',
      { coupon: { ...coupon, discount: 900 }, previousDiscount: 1000 },
      { id: 'buyer-nc4', role: 'buyer' },
    );
    const last = await append(
      'CouponRemoved',
      { code: 'TENOFF', fees: { ...fees, couponDiscount: 0, total: 14440 } },
      { id: 'req-nc4', role: 'requester' },
    );
    expect(await tagsFor('buyer-nc4', given.batchId, last, 'b')).toEqual([
      'coupon_removed',
      'coupon_applied',
      'request_assigned',
    ]);
    expect((await tagsFor('req-nc4', given.batchId, last)).slice(0, 1)).toEqual(['coupon_updated']);
  });

  it('tells the buyers of combined requests: the target gains items, the absorbed one names where it went', async () => {
    const target = await givenBatch(world.store, 'assigned', { requesterId: 'req-nc5', buyerId: 'buyer-nc5' });
    const absorbed = await givenBatch(world.store, 'assigned', {
      requesterId: 'req-nc5',
      buyerId: 'buyer-nc6',
      itemIds: ['item-9'],
    });
    const combined = await http(world.app, 'POST', '/api/batch/requests/combine_request', token('req-nc5'), {
      batch_request_ids: [target.batchId, absorbed.batchId],
    });
    expect(combined.status).toBe(200);
    const position = String(combined.body.position);
    const targetNotes = (await inbox('buyer-nc5', position, 'b')).filter((n) => n.metadata.batch_id === target.batchId);
    const absorbedNotes = (await inbox('buyer-nc6', position, 'b')).filter(
      (n) => n.metadata.batch_id === absorbed.batchId,
    );
    expect(targetNotes.map((n) => n.tag)[0]).toBe('requests_combined');
    expect(absorbedNotes[0]).toMatchObject({ tag: 'request_merged' });
    expect(absorbedNotes[0].content['en-us']).toBe(
      `Request ${absorbed.batchNumber} has been combined into request ${target.batchNumber}.`,
    );
    expect(absorbedNotes[0].content['zh-tw']).toBe(`請求 ${absorbed.batchNumber} 已合併至請求 ${target.batchNumber}。`);
    // The requester combined them: nothing for the requester about their own action.
    expect(await tagsFor('req-nc5', target.batchId, position)).not.toContain('requests_combined');
  });
});
