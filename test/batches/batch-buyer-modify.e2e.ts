import { givenBatch, http } from '../support/kit';
import { NOT_AUTHORIZED, useBuyerActionsWorld } from './buyer-actions.fixture';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('Buyer actions on a request: modify the items and fees', () => {
  const w = useBuyerActionsWorld();

  describe('POST /api/batch/requests/modify/{id}/items', () => {
    it('re-prices with machines/pricing, flags the change for the requester, and answers "Modified Succeeded!"', async () => {
      const given = await w.accepted();
      const answer = await http(w.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, w.buyer, {
        items: [{ id: 'item-1', price: 15000, quantity: 2, seller_shipping: 500 }],
        local_shipping_fee: 500,
        additional_fee: 200,
        remark: 'price went up',
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: given.batchId,
        status: 'modified',
        events: ['ItemsModified'],
        code: 'MODIFY_SUCCEEDED',
        message: 'Modified Succeeded!',
      });
      expect(answer.headers.get('x-event-position')).toBe(answer.body.position);

      const seen = await w.detail(given.batchId, w.requester, answer);
      expect(seen.status).toBe(200);
      // 2 × US$150 = 300 + US$5 seller shipping (the local shipping) → 12 % of 305 = 36.60; 2 × 3.00 lb shipped.
      const total = 30000 + 500 + w.shipping(6) + 200 + 3660;
      expect(seen.body.fees).toMatchObject({
        currency: 'USD',
        subtotal: 30000,
        seller_shipping: 500,
        additional_fee: 200,
        service_fee: 3660,
        international_shipping: w.shipping(6),
        total,
      });
      expect(seen.body.amount_due).toEqual({ currency: 'HKD', value: Math.ceil((total * 78) / 10) });
      expect(seen.body.fees_updated_by_buyer).toBe(true);
      expect(seen.body.allowed_commands).toContain('ConfirmRequest');
      expect(seen.body.items[0]).toMatchObject({
        id: 'item-1',
        price: 15000,
        quantity: 2,
        seller_shipping: 500,
        declined: false,
      });
      // The buyer's earnings and the internal remark are not for the requester.
      expect(seen.body.fees).not.toHaveProperty('you_earn');
      expect(seen.body.batch.fees).not.toHaveProperty('buyerEarning');
      expect(seen.body).not.toHaveProperty('buyer_remark');
      const forBuyer = await w.detail(given.batchId, w.buyer, answer);
      expect(forBuyer.body.fees.you_earn).toBe(1830);
    });

    it('with final_fee also requests payment (Ready for Payment) in the same append', async () => {
      const given = await w.accepted();
      const answer = await http(w.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, w.buyer, {
        items: [{ id: 'item-1', price: 13000 }],
        final_fee: true,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'requested_payment', events: ['ItemsModified', 'PaymentRequested'] });
      const events = await w.store.readStream(`batch-${given.batchId}`);
      const last = events.slice(-2);
      expect(last.map((e) => e.metadata.commandId)).toEqual([last[0].metadata.commandId, last[0].metadata.commandId]);
    });

    it('declines the items marked is_declined when is_edit_declined_item is set', async () => {
      const given = await w.accepted(['a-1', 'a-2']);
      const answer = await http(w.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, w.buyer, {
        items: [
          { id: 'a-1', quantity: 3 },
          { id: 'a-2', is_declined: true },
        ],
        is_edit_declined_item: true,
        declined_reason: 'out_of_stock',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.events).toEqual(['ItemsDeclined', 'ItemsModified']);
      const seen = await w.detail(given.batchId, w.buyer, answer);
      expect(seen.body.items.map((i) => [i.id, i.declined, i.quantity])).toEqual([
        ['a-1', false, 3],
        ['a-2', true, 1],
      ]);
      expect(seen.body.fees.subtotal).toBe(36000);
    });

    it('refuses a seller shipping sum that disagrees with the items ("Local Shipping Fee Summary Error"), storing nothing', async () => {
      const given = await w.accepted();
      const before = await w.eventTypes(given.batchId);
      const answer = await http(w.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, w.buyer, {
        items: [{ id: 'item-1', seller_shipping: 500 }],
        local_shipping_fee: 999,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'LOCAL_SHIPPING_FEE_SUMMARY_ERROR',
        message: 'Local Shipping Fee Summary Error',
        params: { field: 'local_shipping_fee', expected: 500 },
      });
      expect(await w.eventTypes(given.batchId)).toEqual(before);
    });

    it('rejects bad input (400 + field), the wrong role (403), a foreign buyer (404) and a status that does not allow it (409)', async () => {
      const given = await w.accepted();
      const badPrice = await http(w.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, w.buyer, {
        items: [{ id: 'item-1', price: -1 }],
      });
      expect(badPrice.status).toBe(400);
      expect(badPrice.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'items.0.price' } });
      const badFlag = await http(w.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, w.buyer, {
        items: [],
        final_fee: 'yes',
      });
      expect(badFlag.body.params).toMatchObject({ field: 'final_fee' });
      const unknownItem = await http(w.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, w.buyer, {
        items: [{ id: 'nope', price: 1 }],
      });
      expect(unknownItem.status).toBe(422);
      expect(unknownItem.body.code).toBe('BATCH_ITEM_NOT_FOUND');
      const byRequester = await http(w.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, w.requester, {
        items: [],
      });
      expect(byRequester.status).toBe(403);
      expect(byRequester.body).toMatchObject({ code: 'AUTH_NOT_AUTHORIZED', message: NOT_AUTHORIZED });
      const foreign = await http(w.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, w.otherBuyer, {
        items: [],
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('BATCH_NOT_FOUND');
      expect(await w.eventTypes(given.batchId)).toEqual([
        'RequestCreated',
        'RequestSubmitted',
        'BuyerAssigned',
        'RequestAccepted',
      ]);

      const assigned = await givenBatch(w.store, 'assigned', { requesterId: w.requesterId, buyerId: w.buyerId });
      const tooEarly = await http(w.app, 'POST', `/api/batch/requests/modify/${assigned.batchId}/items`, w.buyer, {
        items: [],
      });
      expect(tooEarly.status).toBe(409);
      expect(tooEarly.body).toMatchObject({
        code: 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
        params: { status: 'assigned' },
      });
    });
  });
});
