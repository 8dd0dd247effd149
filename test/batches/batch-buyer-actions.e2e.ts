import { givenBatch, http, storedQuoteRevision } from '../support/kit';
import { NOT_AUTHORIZED, type Detail, useBuyerActionsWorld } from './buyer-actions.fixture';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('Buyer and requester actions on a request (decline items, confirm, warehouse, remark)', () => {
  const w = useBuyerActionsWorld();

  describe('PUT /api/batch/requests/confirm/{id}', () => {
    it('lets the requester confirm the buyer figures, which clears the warning', async () => {
      const given = await w.accepted();
      const modified = await http(w.app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, w.buyer, {
        items: [{ id: 'item-1', price: 12500 }],
      });
      expect(modified.status).toBe(200);
      expect((await http(w.app, 'PUT', `/api/batch/requests/confirm/${given.batchId}`, w.buyer)).status).toBe(403);
      expect((await http(w.app, 'PUT', `/api/batch/requests/confirm/${given.batchId}`, w.otherRequester)).status).toBe(
        404,
      );
      // Naming no quote revision is refused, with the quote in force to show: the buyer acts on the quote the requester saw.
      const unnamed = await http(w.app, 'PUT', `/api/batch/requests/confirm/${given.batchId}`, w.requester);
      expect([unnamed.status, unnamed.body.code]).toEqual([428, 'QUOTE_REVISION_REQUIRED']);
      const confirmed = await http(w.app, 'PUT', `/api/batch/requests/confirm/${given.batchId}`, w.requester, {
        quote_revision: await storedQuoteRevision(w.app, given.batchId),
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: 'confirmed', events: ['RequestConfirmed'] });
      const seen = await w.detail(given.batchId, w.requester, confirmed);
      expect(seen.body).toMatchObject({ status: 'confirmed', fees_updated_by_buyer: false });
      expect(seen.body.allowed_commands).toContain('StartCheckout');
    });

    it('refuses to confirm before the buyer has set the figures (409)', async () => {
      const given = await w.accepted();
      // The machine's refusal comes before any quote check (this batch has no figures yet: no quote).
      const answer = await http(w.app, 'PUT', `/api/batch/requests/confirm/${given.batchId}`, w.requester, {
        quote_revision: 1,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });

  describe('POST /api/batch/requests/decline/{id}/items', () => {
    it('declines some items and re-prices the rest; declining the last ones declines the request', async () => {
      const given = await w.accepted(['d-1', 'd-2']);
      const some = await http(w.app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, w.buyer, {
        items: ['d-1'],
        declined_reason: 'out_of_stock',
      });
      expect(some.status).toBe(200);
      expect(some.body).toMatchObject({ status: 'modified', events: ['ItemsDeclined'] });
      const seen = await w.detail(given.batchId, w.requester, some);
      expect(seen.body.items.find((i) => i.id === 'd-1')).toMatchObject({ declined: true });
      expect(seen.body.fees).toMatchObject({
        subtotal: 12000,
        service_fee: 1440,
        international_shipping: w.shipping(3),
      });
      const rest = await http(w.app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, w.buyer, {
        items: ['d-2'],
      });
      expect(rest.body).toMatchObject({ status: 'declined' });
    });

    it('rejects bad input, unknown items, the wrong role and foreign batches, storing nothing', async () => {
      const given = await w.accepted();
      const before = await w.eventTypes(given.batchId);
      const empty = await http(w.app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, w.buyer, {
        items: [],
      });
      expect(empty.status).toBe(400);
      expect(empty.body.params).toMatchObject({ field: 'items' });
      const badReason = await http(w.app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, w.buyer, {
        items: ['item-1'],
        declined_reason: 'overdue_unpaid_request',
      });
      expect(badReason.body.params).toMatchObject({ field: 'declined_reason' });
      const unknown = await http(w.app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, w.buyer, {
        items: ['x'],
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.code).toBe('BATCH_ITEM_NOT_FOUND');
      expect(
        (
          await http(w.app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, w.requester, {
            items: ['item-1'],
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await http(w.app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, w.otherBuyer, {
            items: ['item-1'],
          })
        ).status,
      ).toBe(404);
      expect(await w.eventTypes(given.batchId)).toEqual(before);
    });
  });

  describe('PUT /api/batch/requests/update_warehouse/{id}', () => {
    it('lets the assigned buyer change the warehouse, and refuses unknown warehouses, auditors, strangers and the requester after acceptance', async () => {
      const given = await w.accepted();
      const bad = await http(w.app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, w.buyer, {
        warehouse: 'mars',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.params).toMatchObject({ field: 'warehouse' });
      const same = await http(w.app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, w.buyer, {
        warehouse: 'us',
      });
      expect(same.status).toBe(400);
      expect(same.body.params).toMatchObject({ field: 'warehouse' });
      expect(
        (
          await http(w.app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, w.auditor, {
            warehouse: 'jp',
          })
        ).body.message,
      ).toBe(NOT_AUTHORIZED);
      expect(
        (
          await http(w.app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, w.otherBuyer, {
            warehouse: 'jp',
          })
        ).status,
      ).toBe(404);
      const byRequester = await http(
        w.app,
        'PUT',
        `/api/batch/requests/update_warehouse/${given.batchId}`,
        w.requester,
        {
          warehouse: 'jp',
        },
      );
      expect(byRequester.status).toBe(409);
      const moved = await http(w.app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, w.buyer, {
        warehouse: 'jp',
      });
      expect(moved.status).toBe(200);
      expect(moved.body.events).toEqual(['WarehouseUpdated']);
      expect((await w.detail(given.batchId, w.requester, moved)).body.warehouse).toBe('jp');
    });
  });

  describe('PUT /api/batch/requests/add/{id}/buyer/remark', () => {
    it('stores the internal remark for buyer and staff only', async () => {
      const given = await w.accepted();
      const empty = await http(w.app, 'PUT', `/api/batch/requests/add/${given.batchId}/buyer/remark`, w.buyer, {
        buyer_remark: '',
      });
      expect(empty.status).toBe(400);
      expect(empty.body.params).toMatchObject({ field: 'buyer_remark' });
      expect(
        (
          await http(w.app, 'PUT', `/api/batch/requests/add/${given.batchId}/buyer/remark`, w.requester, {
            buyer_remark: 'x',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await http(w.app, 'PUT', `/api/batch/requests/add/${given.batchId}/buyer/remark`, w.otherBuyer, {
            buyer_remark: 'x',
          })
        ).status,
      ).toBe(404);
      const added = await http(w.app, 'PUT', `/api/batch/requests/add/${given.batchId}/buyer/remark`, w.buyer, {
        buyer_remark: 'shop ships slowly',
      });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ status: 'accepted', events: ['BuyerRemarkAdded'] });
      const byStaff = await http(w.app, 'PUT', `/api/batch/requests/add/${given.batchId}/buyer/remark`, w.staff, {
        buyer_remark: 'checked',
      });
      expect(byStaff.status).toBe(200);
      expect((await w.detail(given.batchId, w.buyer, byStaff)).body.buyer_remark).toBe('checked');
      const forRequester = await w.detail(given.batchId, w.requester, byStaff);
      expect(forRequester.body).not.toHaveProperty('buyer_remark');
      expect(forRequester.body.batch).not.toHaveProperty('buyerRemark');

      const canceled = await givenBatch(w.store, 'requested', { requesterId: w.requesterId });
      expect((await http(w.app, 'PUT', `/api/batch/requests/cancel/${canceled.batchId}`, w.requester, {})).status).toBe(
        200,
      );
      const late = await http(w.app, 'PUT', `/api/batch/requests/add/${canceled.batchId}/buyer/remark`, w.staff, {
        buyer_remark: 'x',
      });
      expect(late.status).toBe(409);
    });
  });

  it('shows the parties by name, contacts only to themselves and staff, and the order chat room', async () => {
    const given = await w.accepted();
    const forRequester = await http<Detail>(
      w.app,
      'GET',
      `/api/batch/requests/${given.batchId}?after_position=${encodeURIComponent(given.position)}`,
      w.requester,
    );
    expect(forRequester.body.requester).toMatchObject({
      id: w.requesterId,
      first_name: 'Tai Man',
      full_name: 'Tai Man Chan',
      mobile: '+85291234567',
    });
    expect(forRequester.body.buyer).toEqual({ id: w.buyerId, first_name: 'Siu Ming', full_name: 'Siu Ming Wong' });
    expect(forRequester.body.chat_room).toBe(`${w.buyerId}_${w.requesterId}_${given.batchNumber}`);
    const forBuyer = await http<Detail>(w.app, 'GET', `/api/batch/orders/${given.batchId}`, w.buyer);
    expect(forBuyer.body.requester).not.toHaveProperty('mobile');
    const forStaff = await http<Detail>(w.app, 'GET', `/api/batch/requests/${given.batchId}`, w.staff);
    expect(forStaff.body.requester).toMatchObject({ mobile: '+85291234567' });
  });
});
