import { randomUUID } from 'node:crypto';
import { SHIPPING_STAGES, statusByName } from '@machines/batch';
import { Clock } from '../../src/platform/clock/clock';
import {
  COURIER_DELIVERY,
  givenOrder,
  type GivenOrder,
  handOverAtCounter,
  http,
  startTestApp,
  storedTypes,
  type TestApp,
  tokenFor,
} from '../support/kit';

type Body = Record<string, unknown> & { code?: string; params?: { field?: string; stage?: string | null } };
const DAY = 24 * 3600 * 1000;

describe('order actions: tracking, shipping stages, receipt and rating, archive (spec §4, §5, §7)', () => {
  let t: TestApp;
  let staff: string;
  const buyerToken = (o: GivenOrder) => tokenFor(t, o.buyer);
  const requesterToken = (o: GivenOrder) => tokenFor(t, o.requester);
  const post = (path: string, token: string, body?: unknown) => http<Body>(t, 'POST', path, token, body);
  const detail = async (o: GivenOrder, token: string, position: string) =>
    (await http<Body>(t, 'GET', `/api/batch/orders/${o.batchId}`, token, undefined, { 'x-event-position': position }))
      .body;
  const send = (o: GivenOrder, items: unknown, token = buyerToken(o)) =>
    post(`/api/batch/orders/send/${o.batchId}/items`, token, { items });
  const status = (o: GivenOrder, body: unknown, token = buyerToken(o)) =>
    post(`/api/batch/orders/update_order_status/${o.batchId}`, token, body);
  const received = (o: GivenOrder, body: unknown, token = requesterToken(o)) =>
    post(`/api/batch/orders/received/${o.batchId}/items`, token, body);

  beforeAll(async () => {
    t = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    staff = t.tokenFor({ id: 'staff-ship', accountType: 's' });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  describe('POST send/{id}/items (tracking numbers)', () => {
    it('trims and records the tracking numbers per item and moves the order to step 5', async () => {
      const o = await givenOrder(t, 'payment_captured');
      const r = await send(o, [
        { id: 'item-1', tracking_number: '  1Z999AA10123456784 ' },
        { id: 'item-2', tracking_number: 'SF-1234567890' },
      ]);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'item_sent', events: ['TrackingSent'] });
      const d = await detail(o, requesterToken(o), String(r.body.position));
      expect(d.step).toBe(5);
      expect(
        (d.items as { tracking_number: string; shipping_status: string }[]).map((i) => [
          i.tracking_number,
          i.shipping_status,
        ]),
      ).toEqual([
        ['1Z999AA10123456784', 'item_sent'],
        ['SF-1234567890', 'item_sent'],
      ]);
    });

    it('validates the numbers before anything is stored: format (400) and a number used on another order (409)', async () => {
      const other = await givenOrder(t, 'item_sent', { trackingNumber: `USED${randomUUID().slice(0, 6)}` });
      const usedNumber = (await detail(other, staff, other.position)).items as { tracking_number: string }[];
      const o = await givenOrder(t, 'payment_captured');
      const before = await storedTypes(t, o.batchId);
      for (const [tn, n] of [
        ['ABCD', 0],
        ['12345', 0],
        ['x'.repeat(41), 0],
        ['AB 123456', 0],
        ['ABC_123456', 0],
        ['', 0],
      ] as [string, number][]) {
        const r = await send(o, [{ id: 'item-1', tracking_number: tn }]);
        expect([tn, r.status, r.body.code, r.body.params?.field]).toEqual([
          tn,
          400,
          'TRACKING_NUMBER_INVALID',
          `items[${n}].tracking_number`,
        ]);
      }
      const missing = await send(o, [{ id: 'item-1' }]);
      expect([missing.status, missing.body.params?.field]).toEqual([400, 'items.0.tracking_number']);
      const clash = await send(o, [
        { id: 'item-1', tracking_number: 'FRESH-123456' },
        { id: 'item-2', tracking_number: usedNumber[0].tracking_number.toLowerCase() },
      ]);
      expect([clash.status, clash.body.code, clash.body.params?.field]).toEqual([
        409,
        'TRACKING_NUMBER_IN_USE',
        'items[1].tracking_number',
      ]);
      expect(await storedTypes(t, o.batchId)).toEqual(before);

      // The same check on its own, before submitting (spec §5).
      const check = (tn: string, token = buyerToken(o)) =>
        http<Body>(
          t,
          'GET',
          `/api/batch/orders/tracking_check/${o.batchId}?tracking_number=${encodeURIComponent(tn)}`,
          token,
        );
      expect((await check(' OK-1234567 ')).body).toEqual({ tracking_number: 'OK-1234567', valid: true });
      expect((await check('bad')).body.code).toBe('TRACKING_NUMBER_INVALID');
      expect((await check(usedNumber[0].tracking_number)).status).toBe(409);
      expect((await check('OK-1234567', requesterToken(o))).status).toBe(403);
      expect((await check('OK-1234567', t.tokenFor({ id: randomUUID(), accountType: 'b' }))).status).toBe(404);
      // One rule for HTTP and the domain (machines/batch/tracking-number.ts): 6 and 40 characters pass both.
      expect((await check('ABCDE')).body).toMatchObject({
        code: 'TRACKING_NUMBER_INVALID',
        params: { min: 6, max: 40 },
      });
      const shortest = `Q${randomUUID().slice(0, 5)}`;
      const longest = `L${randomUUID().replace(/-/g, '')}${'9'.repeat(7)}`;
      expect(longest).toHaveLength(40);
      const sent = await send(o, [
        { id: 'item-1', tracking_number: shortest },
        { id: 'item-2', tracking_number: longest },
      ]);
      expect([sent.status, sent.body.status]).toEqual([200, 'item_sent']);
    });

    it('refuses the wrong role, another buyer and an order whose payment is not captured', async () => {
      const o = await givenOrder(t, 'payment_captured');
      const items = [{ id: 'item-1', tracking_number: 'TRACK-0001' }];
      const role = await send(o, items, requesterToken(o));
      expect([role.status, role.body.code, role.body.message]).toEqual([
        403,
        'AUTH_NOT_AUTHORIZED',
        'You are not authorized to do this action!',
      ]);
      const foreign = await send(o, items, t.tokenFor({ id: randomUUID(), accountType: 'b' }));
      expect([foreign.status, foreign.body.code]).toEqual([404, 'BATCH_NOT_FOUND']);
      const early = await givenOrder(t, 'purchase_completed');
      const notCaptured = await send(early, items);
      expect([notCaptured.status, notCaptured.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
    });
  });

  describe('POST update_order_status/{id}', () => {
    it('walks every shipping stage forward, the requester seeing each one; bns_shipping is "Shipped by Seller"', async () => {
      // A courier order: a pickup order's Picked Up is the counter's hand-off (the test below).
      const o = await givenOrder(t, 'item_sent', { delivery: COURIER_DELIVERY });
      // shipping and bns_shipping share code 200: a walk takes one of them.
      const walk = SHIPPING_STAGES.filter((s) => s !== 'shipping');
      for (const stage of walk) {
        const r = await status(o, { status: stage }, stage === 'bns_in' ? staff : buyerToken(o));
        expect([stage, r.status, r.body.status]).toEqual([stage, 200, stage]);
        const d = await detail(o, requesterToken(o), String(r.body.position));
        expect([d.status, d.shipping_status, d.status_label_key]).toEqual([
          stage,
          stage,
          statusByName(stage)?.labelKey,
        ]);
        expect((d.items as { shipping_status: string }[]).every((i) => i.shipping_status === stage)).toBe(true);
      }
      expect(statusByName('bns_shipping')?.label).toBe('Shipped by Seller');
    });

    it('a pickup order is never moved to Picked Up, nor past its pickup point, by hand: refused for buyer and staff, nothing stored; the counter hands it over', async () => {
      const o = await givenOrder(t, 'bns_in');
      const before = await storedTypes(t, o.batchId);
      for (const stage of ['bns_out', 'bns_warehouse', 'bns_complete'])
        for (const token of [buyerToken(o), staff]) {
          const r = await status(o, { status: stage }, token);
          expect([stage, r.status, r.body.code, r.body.params?.field]).toEqual([
            stage,
            409,
            'BATCH_PICKUP_NEEDS_CODE',
            'status',
          ]);
        }
      expect(await storedTypes(t, o.batchId)).toEqual(before);
      const handed = await handOverAtCounter(t, o, { requester: requesterToken(o), staff });
      expect(handed.answer.body.status).toBe('bns_out');
      const d = await detail(o, requesterToken(o), String(handed.answer.body.position));
      expect([d.status, d.shipping_status]).toEqual(['bns_out', 'bns_out']);
      // Picked up: Delivered is set by hand again.
      const delivered = await status(o, { status: 'bns_complete' }, buyerToken(o));
      expect([delivered.status, delivered.body.status]).toEqual([200, 'bns_complete']);
    });

    it('shipping and bns_shipping share code 200: one does not follow the other; backwards is refused', async () => {
      const o = await givenOrder(t, 'item_sent');
      const shipping = await status(o, { status: 'shipping' });
      expect(shipping.body.status).toBe('shipping');
      const sibling = await status(o, { status: 'bns_shipping' });
      expect([sibling.status, sibling.body.code]).toEqual([409, 'BATCH_STATUS_NOT_FORWARD']);
      const back = await status(o, { status: 'courier_delivery' });
      expect([back.status, back.body.code]).toEqual([409, 'BATCH_STATUS_NOT_FORWARD']);
      const next = await status(o, { status: 'bns_in' });
      expect(next.body.status).toBe('bns_in');
    });

    it('takes per-item statuses and selected items, lowest stage first, all or nothing', async () => {
      const o = await givenOrder(t, 'item_sent');
      const r = await status(o, {
        status: 'oversea_shipping',
        items: [{ id: 'item-1', status: 'arrived_oversea_warehouse' }],
        selected_items: ['item-2'],
      });
      expect(r.body).toMatchObject({
        status: 'oversea_shipping',
        events: ['OrderStatusUpdated', 'OrderStatusUpdated'],
      });
      const d = await detail(o, buyerToken(o), String(r.body.position));
      expect((d.items as { shipping_status: string }[]).map((i) => i.shipping_status)).toEqual([
        'arrived_oversea_warehouse',
        'oversea_shipping',
      ]);
      const before = await storedTypes(t, o.batchId);
      // Backwards is refused and nothing of the call is kept.
      const back = await status(o, {
        status: 'courier_delivery',
        items: [{ id: 'item-1', status: 'arrived_oversea_warehouse' }],
      });
      expect([back.status, back.body.code]).toEqual([409, 'BATCH_STATUS_NOT_FORWARD']);
      expect(await storedTypes(t, o.batchId)).toEqual(before);
    });

    it('marks items bought with status purchased and purchase_site_order_id (the legacy call)', async () => {
      const o = await givenOrder(t, 'payment_authorized');
      const missing = await status(o, { status: 'purchased', selected_items: ['item-1'] });
      expect([missing.status, missing.body.params?.field]).toEqual([400, 'purchase_site_order_id']);
      const r = await status(
        o,
        { status: 'purchased', selected_items: ['item-1'], purchase_site_order_id: 'EBAY-77' },
        staff,
      );
      expect(r.body).toMatchObject({ status: 'partially_purchased', events: ['ItemsPurchased'] });
    });

    it('refuses bad input, the requester, another buyer and an order not yet shipped', async () => {
      const o = await givenOrder(t, 'item_sent');
      for (const [body, field] of [
        [{}, 'status'],
        [{ status: 'teleported' }, 'status'],
        [{ status: 'oversea_shipping', items: [{ id: 'item-1', status: 'nope' }] }, 'items.0.status'],
        [{ status: 'oversea_shipping', selected_items: 'item-1' }, 'selected_items'],
      ] as [unknown, string][]) {
        const r = await status(o, body);
        expect([r.status, r.body.code, r.body.params?.field]).toEqual([400, 'VALIDATION_FAILED', field]);
      }
      const role = await status(o, { status: 'oversea_shipping' }, requesterToken(o));
      expect([role.status, role.body.code]).toEqual([403, 'AUTH_NOT_AUTHORIZED']);
      const foreign = await status(
        o,
        { status: 'oversea_shipping' },
        t.tokenFor({ id: randomUUID(), accountType: 'b' }),
      );
      expect(foreign.status).toBe(404);
      const early = await givenOrder(t, 'payment_captured');
      const notShipped = await status(early, { status: 'oversea_shipping' });
      expect([notShipped.status, notShipped.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
      expect(await storedTypes(t, o.batchId)).not.toContain('OrderStatusUpdated');
    });
  });

  describe('POST received/{id}/items (confirm receipt and rate)', () => {
    it('some items → item_received; the last with a rating → completed with stars and review', async () => {
      const o = await givenOrder(t, 'bns_complete');
      const first = await received(o, { items: ['item-1'] });
      expect(first.body).toMatchObject({ status: 'item_received', events: ['ItemsReceived'] });
      const last = await received(o, { items: ['item-2'], stars: 5, reviews: 'Fast and careful, thank you!' });
      expect(last.body).toMatchObject({ status: 'completed', events: ['ItemsReceived', 'OrderCompleted'] });
      const d = await detail(o, buyerToken(o), String(last.body.position));
      expect(d).toMatchObject({
        status: 'completed',
        step: 6,
        rating: 5,
        review: 'Fast and careful, thank you!',
        final: true,
      });
    });

    it('everything received without a rating completes the order too', async () => {
      const o = await givenOrder(t, 'bns_complete');
      const r = await received(o, {});
      expect(r.body).toMatchObject({ status: 'completed', events: ['ItemsReceived', 'OrderCompleted'] });
      const d = await detail(o, requesterToken(o), String(r.body.position));
      expect([d.rating, d.review]).toEqual([null, null]);
    });

    it('refuses bad ratings (1-5 whole stars, review up to 1000) and a rating on a partial receipt, storing nothing', async () => {
      const o = await givenOrder(t, 'bns_complete');
      const before = await storedTypes(t, o.batchId);
      for (const [body, field] of [
        [{ stars: 0 }, 'stars'],
        [{ stars: 6 }, 'stars'],
        [{ stars: 4.5 }, 'stars'],
        [{ stars: '5' }, 'stars'],
        [{ stars: 5, reviews: 'x'.repeat(1001) }, 'reviews'],
        [{ items: [] }, 'items'],
        [{ items: ['item-1'], stars: 4 }, 'stars'],
        [{ reviews: 'no stars' }, 'stars'],
      ] as [unknown, string][]) {
        const r = await received(o, body);
        expect([JSON.stringify(body).slice(0, 40), r.status, r.body.params?.field]).toEqual([
          JSON.stringify(body).slice(0, 40),
          400,
          field,
        ]);
      }
      expect(await storedTypes(t, o.batchId)).toEqual(before);
    });

    it('only once delivered or picked up: refused on the way and at the Hong Kong warehouse, offered once delivered', async () => {
      const onTheWay = await givenOrder(t, 'item_sent');
      const early = await received(onTheWay, {});
      expect([early.status, early.body.code]).toEqual([409, 'BATCH_GOODS_NOT_DELIVERED']);
      const before = await detail(onTheWay, requesterToken(onTheWay), onTheWay.position);
      expect(before.allowed_commands).not.toContain('ConfirmReceipt');
      for (const stage of ['arrived_local_warehouse', 'courier_delivery', 'bns_in']) {
        const moved = await status(onTheWay, { status: stage });
        expect([stage, moved.status]).toEqual([stage, 200]);
        const at = await detail(onTheWay, requesterToken(onTheWay), String(moved.body.position));
        expect(at.allowed_commands).not.toContain('ConfirmReceipt');
        expect((await received(onTheWay, {})).body.code).toBe('BATCH_GOODS_NOT_DELIVERED');
      }
      // Picked up as at the counter: the requester's code and staff's hand-off.
      const pickedUp = (await handOverAtCounter(t, onTheWay, { requester: requesterToken(onTheWay), staff })).answer;
      const now = await detail(onTheWay, requesterToken(onTheWay), String(pickedUp.body.position));
      expect(now.allowed_commands).toContain('ConfirmReceipt');
      expect((await received(onTheWay, {})).body.status).toBe('completed');
    });

    it('at the Hong Kong warehouse: refused with the code and the stage it read (409, field shipping_stage), nothing stored', async () => {
      const o = await givenOrder(t, 'item_sent');
      const moved = await status(o, { status: 'arrived_local_warehouse' });
      expect(moved.status).toBe(200);
      const before = await storedTypes(t, o.batchId);
      for (const body of [{}, { items: ['item-1'] }, { stars: 5, reviews: 'Too early' }]) {
        const r = await received(o, body);
        expect([JSON.stringify(body), r.status, r.body.code, r.body.params?.field, r.body.params?.stage]).toEqual([
          JSON.stringify(body),
          409,
          'BATCH_GOODS_NOT_DELIVERED',
          'shipping_stage',
          'arrived_local_warehouse',
        ]);
      }
      expect(await storedTypes(t, o.batchId)).toEqual(before);
      const d = await detail(o, requesterToken(o), String(moved.body.position));
      expect([d.status, d.allowed_commands]).toEqual([
        'arrived_local_warehouse',
        expect.not.arrayContaining(['ConfirmReceipt']),
      ]);
    });

    it('is for the owner requester only, and only once the goods are on their way', async () => {
      const o = await givenOrder(t, 'bns_complete');
      for (const token of [buyerToken(o), staff]) {
        const r = await received(o, {}, token);
        expect([r.status, r.body.code]).toEqual([403, 'AUTH_NOT_AUTHORIZED']);
      }
      const other = await received(o, {}, t.tokenFor({ id: randomUUID(), accountType: 'r' }));
      expect([other.status, other.body.code]).toEqual([404, 'BATCH_NOT_FOUND']);
      const early = await givenOrder(t, 'payment_captured');
      const notSent = await received(early, {});
      expect([notSent.status, notSent.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
      const done = await received(o, { stars: 3 });
      expect(done.body.status).toBe('completed');
      const again = await received(o, { stars: 3 });
      expect(again.status).toBe(409);
    });
  });

  it('a completed order stays in the orders list for 7 days after completion, then moves to the archive', async () => {
    const now = new Date();
    const clock = jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    const o = await givenOrder(t, 'bns_complete', { at: new Date(now.getTime() - DAY).toISOString() });
    const done = await received(o, { stars: 4, reviews: 'ok' });
    expect(done.body.status).toBe('completed');
    const position = String(done.body.position);
    const ids = async (path: string) =>
      (
        await http<{ results: { id: string }[] }>(
          t,
          'GET',
          `${path}?page_size=100&after_position=${encodeURIComponent(position)}`,
          requesterToken(o),
          undefined,
          { 'x-event-position': position },
        )
      ).body.results.map((r) => r.id);
    expect(await ids('/api/batch/orders')).toEqual([o.batchId]);
    expect(await ids('/api/batch/archived')).toEqual([]);
    clock.mockImplementation(() => new Date(now.getTime() + 6 * DAY));
    expect(await ids('/api/batch/orders')).toEqual([o.batchId]);
    clock.mockImplementation(() => new Date(now.getTime() + 7 * DAY + 60_000));
    expect(await ids('/api/batch/orders')).toEqual([]);
    expect(await ids('/api/batch/archived')).toEqual([o.batchId]);
    clock.mockRestore();
  });
});
