import { randomUUID } from 'node:crypto';
import { SimulatorHost } from '../../src/dev/card-provider-simulator/simulator-host';
import type { CardProviderSimulator } from '../../src/dev/card-provider-simulator/card-provider-simulator';
import {
  card,
  givenOrder,
  type GivenOrder,
  http,
  storedQuoteRevision,
  ORDER_FEES,
  ORDER_HKD,
  startTestApp,
  storedState,
  storedTypes,
  type TestApp,
  tokenFor,
} from '../support/kit';

type Body = Record<string, unknown> & { code?: string; params?: { field?: string } };
const NOT_AUTHORIZED = { code: 'AUTH_NOT_AUTHORIZED', message: 'You are not authorized to do this action!' };

describe('order actions: purchase, cancel purchase, complete, capture, cancel payment (spec §7)', () => {
  let t: TestApp;
  let staff: string;
  const buyerToken = (o: GivenOrder) => tokenFor(t, o.buyer);
  const requesterToken = (o: GivenOrder) => tokenFor(t, o.requester);
  const otherBuyer = () => t.tokenFor({ id: randomUUID(), accountType: 'b' });
  const post = (path: string, token: string, body?: unknown) => http<Body>(t, 'POST', path, token, body);
  const put = (path: string, token: string, body?: unknown) => http<Body>(t, 'PUT', path, token, body);
  const detail = async (o: GivenOrder, token: string, position: string) =>
    (await http<Body>(t, 'GET', `/api/batch/orders/${o.batchId}`, token, undefined, { 'x-event-position': position }))
      .body;

  beforeAll(async () => {
    // No job worker: the capture and release reactions stay queued, so each test decides what happens.
    t = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    staff = t.tokenFor({ id: 'staff-orders', accountType: 's' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST purchase/{id}/items', () => {
    it('records the purchase-site order id per item: some bought → partially_purchased, all → purchased', async () => {
      const o = await givenOrder(t, 'payment_authorized');
      const first = await post(`/api/batch/orders/purchase/${o.batchId}/items`, buyerToken(o), {
        items: [{ id: 'item-1', purchase_site_order_id: ' AMZ-111 ' }],
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ id: o.batchId, status: 'partially_purchased', events: ['ItemsPurchased'] });
      expect(first.headers.get('x-event-position')).toBe(first.body.position);
      const second = await post(`/api/batch/orders/purchase/${o.batchId}/items`, buyerToken(o), {
        items: [{ id: 'item-2', purchase_site_order_id: 'AMZ-222' }],
      });
      expect(second.body).toMatchObject({ status: 'purchased', events: ['ItemsPurchased'] });
      const d = await detail(o, buyerToken(o), String(second.body.position));
      const items = d.items as { id: string; state: string; purchase_site_order_id: string }[];
      expect(items.map((i) => [i.id, i.state, i.purchase_site_order_id])).toEqual([
        ['item-1', 'purchased', 'AMZ-111'],
        ['item-2', 'purchased', 'AMZ-222'],
      ]);
      expect(d.allowed_commands).toEqual(expect.arrayContaining(['CompletePurchase', 'UploadProof']));
    });

    it('refuses bad input with the field, storing nothing', async () => {
      const o = await givenOrder(t, 'payment_authorized');
      const before = await storedTypes(t, o.batchId);
      const cases: [unknown, string][] = [
        [{}, 'items'],
        [{ items: [] }, 'items'],
        [{ items: [{ id: 'item-1' }] }, 'items.0.purchase_site_order_id'],
        [{ items: [{ id: 'item-1', purchase_site_order_id: '' }] }, 'items.0.purchase_site_order_id'],
        [{ items: [{ id: 'item-1', purchase_site_order_id: 'x'.repeat(129) }] }, 'items.0.purchase_site_order_id'],
        [{ items: [{ id: 'item-1', purchase_site_order_id: '   ' }] }, 'items[0].purchase_site_order_id'],
      ];
      for (const [body, field] of cases) {
        const r = await post(`/api/batch/orders/purchase/${o.batchId}/items`, buyerToken(o), body);
        expect([r.status, r.body.code, r.body.params?.field]).toEqual([400, 'VALIDATION_FAILED', field]);
      }
      const unknown = await post(`/api/batch/orders/purchase/${o.batchId}/items`, buyerToken(o), {
        items: [{ id: 'nope', purchase_site_order_id: 'A-1' }],
      });
      expect([unknown.status, unknown.body.code]).toEqual([422, 'BATCH_ITEM_NOT_FOUND']);
      expect(await storedTypes(t, o.batchId)).toEqual(before);
    });

    it('is for the assigned buyer only: 403 for other roles, 404 for another buyer or a missing batch', async () => {
      const o = await givenOrder(t, 'payment_authorized');
      const body = { items: [{ id: 'item-1', purchase_site_order_id: 'A-1' }] };
      for (const token of [requesterToken(o), staff, t.tokenFor({ id: 'aud-1', accountType: 'x' })]) {
        const r = await post(`/api/batch/orders/purchase/${o.batchId}/items`, token, body);
        expect([r.status, r.body.code, r.body.message]).toEqual([403, NOT_AUTHORIZED.code, NOT_AUTHORIZED.message]);
      }
      const foreign = await post(`/api/batch/orders/purchase/${o.batchId}/items`, otherBuyer(), body);
      expect([foreign.status, foreign.body.code]).toEqual([404, 'BATCH_NOT_FOUND']);
      const missing = await post(`/api/batch/orders/purchase/${randomUUID()}/items`, buyerToken(o), body);
      expect([missing.status, missing.body.code]).toEqual([404, 'BATCH_NOT_FOUND']);
      expect(await storedTypes(t, o.batchId)).not.toContain('ItemsPurchased');
    });

    it('is refused before payment and once the purchase is complete (409)', async () => {
      for (const stage of ['confirmed', 'purchase_completed'] as const) {
        const o = await givenOrder(t, stage);
        const r = await post(`/api/batch/orders/purchase/${o.batchId}/items`, buyerToken(o), {
          items: [{ id: 'item-1', purchase_site_order_id: 'A-1' }],
        });
        expect([stage, r.status, r.body.code]).toEqual([stage, 409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
      }
    });
  });

  describe('POST cancel_purchase/{id}/items and complete/{id}/items', () => {
    it('buy one, give up the other → complete → purchased_p; the buyer earns on the bought item only', async () => {
      const o = await givenOrder(t, 'payment_authorized');
      await post(`/api/batch/orders/purchase/${o.batchId}/items`, buyerToken(o), {
        items: [{ id: 'item-1', purchase_site_order_id: 'A-1' }],
      });
      const cancel = await post(`/api/batch/orders/cancel_purchase/${o.batchId}/items`, buyerToken(o), {
        items: ['item-2'],
        reason: 'out of stock',
      });
      expect(cancel.body).toMatchObject({ status: 'partially_purchased', events: ['PurchaseCanceled'] });
      const done = await post(`/api/batch/orders/complete/${o.batchId}/items`, buyerToken(o), { items: ['item-1'] });
      expect(done.body).toMatchObject({ status: 'purchased_p', events: ['PurchaseCompleted'] });
      const d = await detail(o, buyerToken(o), String(done.body.position));
      expect((d.items as { state: string }[]).map((i) => i.state)).toEqual(['purchased', 'purchase_canceled']);
      // 12% of US$120 is US$14.40, above the US$10 floor; half of it is the buyer's.
      expect((d.fees as { you_earn: number }).you_earn).toBe(720);
      expect(ORDER_FEES.buyerEarning).toBe(1200);
      const forRequester = await detail(o, requesterToken(o), String(done.body.position));
      expect(forRequester.fees).not.toHaveProperty('you_earn');
    });

    it('all bought → complete → purchase_completed; earnings stay as agreed', async () => {
      const o = await givenOrder(t, 'purchased');
      const done = await post(`/api/batch/orders/complete/${o.batchId}/items`, buyerToken(o), {});
      expect(done.body).toMatchObject({ status: 'purchase_completed', events: ['PurchaseCompleted'] });
      const d = await detail(o, buyerToken(o), String(done.body.position));
      expect((d.fees as { you_earn: number }).you_earn).toBe(ORDER_FEES.buyerEarning);
    });

    it('giving up every item releases the whole authorisation (all_payment_canceled)', async () => {
      const o = await givenOrder(t, 'payment_authorized');
      const r = await post(`/api/batch/orders/cancel_purchase/${o.batchId}/items`, buyerToken(o), {
        items: ['item-1', 'item-2'],
      });
      expect(r.body).toMatchObject({ status: 'all_payment_canceled', events: ['PurchaseCanceled'] });
      const d = await detail(o, staff, String(r.body.position));
      expect(d.payment).toEqual({
        currency: 'HKD',
        authorised: ORDER_HKD,
        captured: 0,
        released: ORDER_HKD,
        refunded: 0,
      });
      expect((d.fees as { you_earn: number }).you_earn).toBe(0);
    });

    it('refuses bad input, wrong role, foreign batches and states not allowing it', async () => {
      const o = await givenOrder(t, 'partially_purchased');
      for (const body of [
        {},
        { items: [] },
        { items: 'item-2' },
        { items: ['item-2', 'item-2'] },
        { items: ['item-2'], reason: 'x'.repeat(201) },
      ]) {
        const r = await post(`/api/batch/orders/cancel_purchase/${o.batchId}/items`, buyerToken(o), body);
        expect([r.status, r.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      const role = await post(`/api/batch/orders/cancel_purchase/${o.batchId}/items`, requesterToken(o), {
        items: ['item-2'],
      });
      expect([role.status, role.body.code]).toEqual([403, 'AUTH_NOT_AUTHORIZED']);
      const foreign = await post(`/api/batch/orders/cancel_purchase/${o.batchId}/items`, otherBuyer(), {
        items: ['item-2'],
      });
      expect(foreign.status).toBe(404);
      // Something is still to be bought: not complete yet.
      const early = await post(`/api/batch/orders/complete/${o.batchId}/items`, buyerToken(o), {});
      expect([early.status, early.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
      const badItems = await post(`/api/batch/orders/complete/${o.batchId}/items`, buyerToken(o), { items: 'all' });
      expect([badItems.status, badItems.body.params?.field]).toEqual([400, 'items']);
      const completeRole = await post(`/api/batch/orders/complete/${o.batchId}/items`, requesterToken(o), {});
      expect(completeRole.status).toBe(403);
      const completeForeign = await post(`/api/batch/orders/complete/${o.batchId}/items`, otherBuyer(), {});
      expect(completeForeign.status).toBe(404);
      const paidOnly = await givenOrder(t, 'confirmed');
      const notPaid = await post(`/api/batch/orders/cancel_purchase/${paidOnly.batchId}/items`, buyerToken(paidOnly), {
        items: ['item-1'],
      });
      expect([notPaid.status, notPaid.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
      expect(await storedTypes(t, o.batchId)).not.toContain('PurchaseCanceled');
    });

    it('complete with items names exactly bought items', async () => {
      const o = await givenOrder(t, 'purchased');
      const unknown = await post(`/api/batch/orders/complete/${o.batchId}/items`, buyerToken(o), { items: ['nope'] });
      expect([unknown.status, unknown.body.code]).toEqual([422, 'BATCH_ITEM_NOT_FOUND']);
      expect(await storedTypes(t, o.batchId)).not.toContain('PurchaseCompleted');
    });
  });

  describe('PUT capture_payment/{id} (staff)', () => {
    it('captures the purchased item with fees at the provider, once, and releases the rest', async () => {
      const simulator = t.app.get(SimulatorHost).simulator as CardProviderSimulator;
      const o = await givenOrder(t, 'confirmed');
      const paid = await http<Body>(
        t,
        'POST',
        `/api/batch/checkout/payments/${o.batchId}`,
        requesterToken(o),
        {
          payment_method: card('4111111111111111'),
          return_url: 'http://127.0.0.1:9/return',
          browser_info: { userAgent: 'jest' },
          agreed_to_terms: true,
          quote_revision: await storedQuoteRevision(t, o.batchId),
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(paid.body).toMatchObject({ status: 'payment_authorized' });
      await post(`/api/batch/orders/purchase/${o.batchId}/items`, buyerToken(o), {
        items: [{ id: 'item-1', purchase_site_order_id: 'A-1' }],
      });
      await post(`/api/batch/orders/cancel_purchase/${o.batchId}/items`, buyerToken(o), { items: ['item-2'] });
      const done = await post(`/api/batch/orders/complete/${o.batchId}/items`, buyerToken(o), {});
      expect(done.body.status).toBe('purchased_p');

      for (const token of [buyerToken(o), requesterToken(o)]) {
        const r = await put(`/api/batch/orders/capture_payment/${o.batchId}`, token);
        expect([r.status, r.body.code]).toEqual([403, 'AUTH_NOT_AUTHORIZED']);
      }
      const missing = await put(`/api/batch/orders/capture_payment/${randomUUID()}`, staff);
      expect(missing.status).toBe(404);

      const captured = await put(`/api/batch/orders/capture_payment/${o.batchId}`, staff);
      expect(captured.status).toBe(200);
      expect(captured.body).toMatchObject({
        id: o.batchId,
        batch_number: o.batchNumber,
        status: 'payment_captured',
        events: ['PaymentCaptured'],
      });
      const state = await storedState(t, o.batchId);
      const { authorised, captured: amount, canceledAuthorisation } = state.context.payments;
      expect(authorised).toBe(ORDER_HKD);
      // Only item-1 (US$120 of US$200) with its fees: well above half, well below the whole.
      expect(amount).toBeGreaterThan(ORDER_HKD / 2);
      expect(amount).toBeLessThan(ORDER_HKD);
      expect(amount + canceledAuthorisation).toBe(authorised);
      const ledger = [...simulator.ledger.payments.values()].find((p) =>
        p.merchantReference.startsWith(`${o.batchNumber}:`),
      );
      expect(JSON.stringify(ledger)).toContain(String(amount));

      const again = await put(`/api/batch/orders/capture_payment/${o.batchId}`, staff);
      expect([again.status, again.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
      expect((await storedTypes(t, o.batchId)).filter((x) => x === 'PaymentCaptured')).toHaveLength(1);
      const d = await detail(o, requesterToken(o), String(captured.body.position));
      expect(d.payment).toEqual({
        currency: 'HKD',
        authorised,
        captured: amount,
        released: canceledAuthorisation,
        refunded: 0,
      });
    });

    it('is refused (409) while the purchase is not complete', async () => {
      const o = await givenOrder(t, 'partially_purchased');
      const r = await put(`/api/batch/orders/capture_payment/${o.batchId}`, staff);
      expect([r.status, r.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
    });
  });

  describe('PUT cancel_payment/{id}', () => {
    it('the requester cancels the whole payment with reason and remark → all_payment_canceled', async () => {
      const o = await givenOrder(t, 'payment_authorized');
      const r = await put(`/api/batch/orders/cancel_payment/${o.batchId}`, requesterToken(o), {
        payment_canceled_reason: 'changed_mind',
        payment_canceled_remark: 'found it locally',
        items: null, // null reads as "not sent" (it was a 500, found by fuzz seed 2321816239)
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'all_payment_canceled', events: ['PaymentCanceled'] });
      const d = await detail(o, requesterToken(o), String(r.body.position));
      expect(d).toMatchObject({
        payment_canceled_reason: 'changed_mind',
        payment_canceled_remark: 'found it locally',
        final: true,
      });
      expect(d.payment).toMatchObject({ authorised: ORDER_HKD, released: ORDER_HKD, captured: 0 });
    });

    it('staff cancel some items → payment_canceled, releasing what the other item does not need', async () => {
      const o = await givenOrder(t, 'payment_authorized');
      const r = await put(`/api/batch/orders/cancel_payment/${o.batchId}`, staff, {
        payment_canceled_reason: 'unobtainable',
        payment_canceled_remark: '',
        items: ['item-2'],
      });
      expect(r.body).toMatchObject({ status: 'payment_canceled', events: ['PaymentCanceled'] });
      const state = await storedState(t, o.batchId);
      const released = state.context.payments.canceledAuthorisation;
      expect(released).toBeGreaterThan(0);
      expect(released).toBeLessThan(ORDER_HKD / 2);
      expect(state.context.items.map((i) => i.state)).toEqual(['requested', 'payment_canceled']);
      // The remaining item can still be bought.
      const buy = await post(`/api/batch/orders/purchase/${o.batchId}/items`, buyerToken(o), {
        items: [{ id: 'item-1', purchase_site_order_id: 'A-1' }],
      });
      expect(buy.body.status).toBe('partially_purchased');
    });

    it('refuses bad input, the buyer, another requester and a purchased order', async () => {
      const o = await givenOrder(t, 'payment_authorized');
      for (const [body, field] of [
        [{}, 'payment_canceled_reason'],
        [{ payment_canceled_reason: '   ' }, 'payment_canceled_reason'],
        [{ payment_canceled_reason: 'x', items: [] }, 'items'],
        [{ payment_canceled_reason: 'x', payment_canceled_remark: 5 }, 'payment_canceled_remark'],
      ] as [unknown, string][]) {
        const r = await put(`/api/batch/orders/cancel_payment/${o.batchId}`, requesterToken(o), body);
        expect([r.status, r.body.code, r.body.params?.field]).toEqual([400, 'VALIDATION_FAILED', field]);
      }
      const buyer = await put(`/api/batch/orders/cancel_payment/${o.batchId}`, buyerToken(o), {
        payment_canceled_reason: 'x',
      });
      expect([buyer.status, buyer.body.code]).toEqual([403, 'AUTH_NOT_AUTHORIZED']);
      const other = await put(
        `/api/batch/orders/cancel_payment/${o.batchId}`,
        t.tokenFor({ id: randomUUID(), accountType: 'r' }),
        { payment_canceled_reason: 'x' },
      );
      expect([other.status, other.body.code]).toEqual([404, 'BATCH_NOT_FOUND']);
      expect(await storedTypes(t, o.batchId)).not.toContain('PaymentCanceled');
      const bought = await givenOrder(t, 'partially_purchased');
      const late = await put(`/api/batch/orders/cancel_payment/${bought.batchId}`, requesterToken(bought), {
        payment_canceled_reason: 'x',
      });
      expect(late.status).toBe(409);
    });
  });
});
