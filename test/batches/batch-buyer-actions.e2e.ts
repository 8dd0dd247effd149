import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import {
  givenAccount,
  givenBatch,
  http,
  type HttpAnswer,
  startTestApp,
  storedQuoteRevision,
  type TestApp,
} from '../support/kit';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const NOT_AUTHORIZED = 'You are not authorized to do this action!';

interface Detail {
  status: string;
  items: {
    id: string;
    price: number;
    quantity: number;
    declined: boolean;
    seller_shipping: number;
    image_url: string | null;
  }[];
  fees: Record<string, number | string | boolean>;
  amount_due: { currency: string; value: number };
  fees_updated_by_buyer: boolean;
  allowed_commands: string[];
  warehouse: string;
  buyer_remark?: string | null;
  requester: Record<string, unknown>;
  buyer: Record<string, unknown>;
  batch: { fees: Record<string, unknown>; buyerRemark?: string | null };
  chat_room: string | null;
}

describe('Buyer and requester actions on a request (modify, decline items, confirm, warehouse, remark)', () => {
  let app: TestApp;
  let store: PostgresEventStore;
  let requesterId: string;
  let buyerId: string;
  let requester: string;
  let otherRequester: string;
  let buyer: string;
  let otherBuyer: string;
  let staff: string;
  let auditor: string;
  let rate: { flat: number; perLb: number };

  beforeAll(async () => {
    app = await startTestApp();
    store = new PostgresEventStore(app.databaseUrl, { poolSize: 4 });
    requesterId = (
      await givenAccount(app, { firstName: 'Tai Man', lastName: 'Chan', accountType: 'r', mobile: '+85291234567' })
    ).id;
    buyerId = (await givenAccount(app, { firstName: 'Siu Ming', lastName: 'Wong', accountType: 'b' })).id;
    requester = app.tokenFor({ id: requesterId, accountType: 'r' });
    otherRequester = app.tokenFor({ id: 'req-other', accountType: 'r' });
    buyer = app.tokenFor({ id: buyerId, accountType: 'b' });
    otherBuyer = app.tokenFor({ id: 'buyer-other', accountType: 'b' });
    staff = app.tokenFor({ id: 'staff-1', accountType: 's' });
    auditor = app.tokenFor({ id: 'auditor-1', accountType: 'x' });
    // An empty pool: the automatic assignment never races the batches these tests set up.
    expect((await http(app, 'PUT', '/api/admin/assignment/buyers', staff, { buyer_ids: [] })).status).toBe(200);
    const [row]: Array<{ flat: number | string; per_lb: number | string }> = await app.dataSource.query(
      `SELECT fee_flat_cents AS flat, fee_per_weight_cents AS per_lb FROM fee_rates WHERE fee_country_from = 1 AND fee_country_to = 2 ORDER BY id LIMIT 1`,
    );
    rate = { flat: Number(row.flat), perLb: Number(row.per_lb) };
  });

  afterAll(async () => {
    await store.close();
    await app.close();
  });

  const eventTypes = async (batchId: string) => (await store.readStream(`batch-${batchId}`)).map((e) => e.type);
  const accepted = (itemIds?: string[]) => givenBatch(store, 'accepted', { requesterId, buyerId, itemIds });
  const detail = (id: string, token: string, after: HttpAnswer) =>
    http<Detail>(app, 'GET', `/api/batch/requests/${id}`, token, undefined, {
      'x-event-position': String(after.body.position),
    });
  /** US shipping estimate for `lb` pounds with the database's US→HK rate (at least US$10). */
  const shipping = (lb: number) => Math.max(1000, rate.flat + lb * rate.perLb);

  describe('POST /api/batch/requests/modify/{id}/items', () => {
    it('re-prices with machines/pricing, flags the change for the requester, and answers "Modified Succeeded!"', async () => {
      const given = await accepted();
      const answer = await http(app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, buyer, {
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

      const seen = await detail(given.batchId, requester, answer);
      expect(seen.status).toBe(200);
      // 2 × US$150 = 300 + US$5 seller shipping (the local shipping) → 12 % of 305 = 36.60; 2 × 3.00 lb shipped.
      const total = 30000 + 500 + shipping(6) + 200 + 3660;
      expect(seen.body.fees).toMatchObject({
        currency: 'USD',
        subtotal: 30000,
        seller_shipping: 500,
        additional_fee: 200,
        service_fee: 3660,
        international_shipping: shipping(6),
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
      const forBuyer = await detail(given.batchId, buyer, answer);
      expect(forBuyer.body.fees.you_earn).toBe(1830);
    });

    it('with final_fee also requests payment (Ready for Payment) in the same append', async () => {
      const given = await accepted();
      const answer = await http(app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, buyer, {
        items: [{ id: 'item-1', price: 13000 }],
        final_fee: true,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'requested_payment', events: ['ItemsModified', 'PaymentRequested'] });
      const events = await store.readStream(`batch-${given.batchId}`);
      const last = events.slice(-2);
      expect(last.map((e) => e.metadata.commandId)).toEqual([last[0].metadata.commandId, last[0].metadata.commandId]);
    });

    it('declines the items marked is_declined when is_edit_declined_item is set', async () => {
      const given = await accepted(['a-1', 'a-2']);
      const answer = await http(app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, buyer, {
        items: [
          { id: 'a-1', quantity: 3 },
          { id: 'a-2', is_declined: true },
        ],
        is_edit_declined_item: true,
        declined_reason: 'out_of_stock',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.events).toEqual(['ItemsDeclined', 'ItemsModified']);
      const seen = await detail(given.batchId, buyer, answer);
      expect(seen.body.items.map((i) => [i.id, i.declined, i.quantity])).toEqual([
        ['a-1', false, 3],
        ['a-2', true, 1],
      ]);
      expect(seen.body.fees.subtotal).toBe(36000);
    });

    it('refuses a seller shipping sum that disagrees with the items ("Local Shipping Fee Summary Error"), storing nothing', async () => {
      const given = await accepted();
      const before = await eventTypes(given.batchId);
      const answer = await http(app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, buyer, {
        items: [{ id: 'item-1', seller_shipping: 500 }],
        local_shipping_fee: 999,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'LOCAL_SHIPPING_FEE_SUMMARY_ERROR',
        message: 'Local Shipping Fee Summary Error',
        params: { field: 'local_shipping_fee', expected: 500 },
      });
      expect(await eventTypes(given.batchId)).toEqual(before);
    });

    it('rejects bad input (400 + field), the wrong role (403), a foreign buyer (404) and a status that does not allow it (409)', async () => {
      const given = await accepted();
      const badPrice = await http(app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, buyer, {
        items: [{ id: 'item-1', price: -1 }],
      });
      expect(badPrice.status).toBe(400);
      expect(badPrice.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'items.0.price' } });
      const badFlag = await http(app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, buyer, {
        items: [],
        final_fee: 'yes',
      });
      expect(badFlag.body.params).toMatchObject({ field: 'final_fee' });
      const unknownItem = await http(app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, buyer, {
        items: [{ id: 'nope', price: 1 }],
      });
      expect(unknownItem.status).toBe(422);
      expect(unknownItem.body.code).toBe('BATCH_ITEM_NOT_FOUND');
      const byRequester = await http(app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, requester, {
        items: [],
      });
      expect(byRequester.status).toBe(403);
      expect(byRequester.body).toMatchObject({ code: 'AUTH_NOT_AUTHORIZED', message: NOT_AUTHORIZED });
      const foreign = await http(app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, otherBuyer, {
        items: [],
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('BATCH_NOT_FOUND');
      expect(await eventTypes(given.batchId)).toEqual([
        'RequestCreated',
        'RequestSubmitted',
        'BuyerAssigned',
        'RequestAccepted',
      ]);

      const assigned = await givenBatch(store, 'assigned', { requesterId, buyerId });
      const tooEarly = await http(app, 'POST', `/api/batch/requests/modify/${assigned.batchId}/items`, buyer, {
        items: [],
      });
      expect(tooEarly.status).toBe(409);
      expect(tooEarly.body).toMatchObject({
        code: 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
        params: { status: 'assigned' },
      });
    });
  });

  describe('PUT /api/batch/requests/confirm/{id}', () => {
    it('lets the requester confirm the buyer figures, which clears the warning', async () => {
      const given = await accepted();
      const modified = await http(app, 'POST', `/api/batch/requests/modify/${given.batchId}/items`, buyer, {
        items: [{ id: 'item-1', price: 12500 }],
      });
      expect(modified.status).toBe(200);
      expect((await http(app, 'PUT', `/api/batch/requests/confirm/${given.batchId}`, buyer)).status).toBe(403);
      expect((await http(app, 'PUT', `/api/batch/requests/confirm/${given.batchId}`, otherRequester)).status).toBe(404);
      // Naming no quote revision is refused (issue 20), with the quote in force to show.
      const unnamed = await http(app, 'PUT', `/api/batch/requests/confirm/${given.batchId}`, requester);
      expect([unnamed.status, unnamed.body.code]).toEqual([428, 'QUOTE_REVISION_REQUIRED']);
      const confirmed = await http(app, 'PUT', `/api/batch/requests/confirm/${given.batchId}`, requester, {
        quote_revision: await storedQuoteRevision(app, given.batchId),
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: 'confirmed', events: ['RequestConfirmed'] });
      const seen = await detail(given.batchId, requester, confirmed);
      expect(seen.body).toMatchObject({ status: 'confirmed', fees_updated_by_buyer: false });
      expect(seen.body.allowed_commands).toContain('StartCheckout');
    });

    it('refuses to confirm before the buyer has set the figures (409)', async () => {
      const given = await accepted();
      // The machine's refusal comes before any quote check (this batch has no figures yet: no quote).
      const answer = await http(app, 'PUT', `/api/batch/requests/confirm/${given.batchId}`, requester, {
        quote_revision: 1,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });

  describe('POST /api/batch/requests/decline/{id}/items', () => {
    it('declines some items and re-prices the rest; declining the last ones declines the request', async () => {
      const given = await accepted(['d-1', 'd-2']);
      const some = await http(app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, buyer, {
        items: ['d-1'],
        declined_reason: 'out_of_stock',
      });
      expect(some.status).toBe(200);
      expect(some.body).toMatchObject({ status: 'modified', events: ['ItemsDeclined'] });
      const seen = await detail(given.batchId, requester, some);
      expect(seen.body.items.find((i) => i.id === 'd-1')).toMatchObject({ declined: true });
      expect(seen.body.fees).toMatchObject({ subtotal: 12000, service_fee: 1440, international_shipping: shipping(3) });
      const rest = await http(app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, buyer, {
        items: ['d-2'],
      });
      expect(rest.body).toMatchObject({ status: 'declined' });
    });

    it('rejects bad input, unknown items, the wrong role and foreign batches, storing nothing', async () => {
      const given = await accepted();
      const before = await eventTypes(given.batchId);
      const empty = await http(app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, buyer, { items: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.params).toMatchObject({ field: 'items' });
      const badReason = await http(app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, buyer, {
        items: ['item-1'],
        declined_reason: 'overdue_unpaid_request',
      });
      expect(badReason.body.params).toMatchObject({ field: 'declined_reason' });
      const unknown = await http(app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, buyer, {
        items: ['x'],
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.code).toBe('BATCH_ITEM_NOT_FOUND');
      expect(
        (
          await http(app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, requester, {
            items: ['item-1'],
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await http(app, 'POST', `/api/batch/requests/decline/${given.batchId}/items`, otherBuyer, {
            items: ['item-1'],
          })
        ).status,
      ).toBe(404);
      expect(await eventTypes(given.batchId)).toEqual(before);
    });
  });

  describe('PUT /api/batch/requests/update_warehouse/{id}', () => {
    it('lets the assigned buyer change the warehouse, and refuses unknown warehouses, auditors, strangers and the requester after acceptance', async () => {
      const given = await accepted();
      const bad = await http(app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, buyer, {
        warehouse: 'mars',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.params).toMatchObject({ field: 'warehouse' });
      const same = await http(app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, buyer, {
        warehouse: 'us',
      });
      expect(same.status).toBe(400);
      expect(same.body.params).toMatchObject({ field: 'warehouse' });
      expect(
        (await http(app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, auditor, { warehouse: 'jp' }))
          .body.message,
      ).toBe(NOT_AUTHORIZED);
      expect(
        (
          await http(app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, otherBuyer, {
            warehouse: 'jp',
          })
        ).status,
      ).toBe(404);
      const byRequester = await http(app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, requester, {
        warehouse: 'jp',
      });
      expect(byRequester.status).toBe(409);
      const moved = await http(app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, buyer, {
        warehouse: 'jp',
      });
      expect(moved.status).toBe(200);
      expect(moved.body.events).toEqual(['WarehouseUpdated']);
      expect((await detail(given.batchId, requester, moved)).body.warehouse).toBe('jp');
    });
  });

  describe('PUT /api/batch/requests/add/{id}/buyer/remark', () => {
    it('stores the internal remark for buyer and staff only', async () => {
      const given = await accepted();
      const empty = await http(app, 'PUT', `/api/batch/requests/add/${given.batchId}/buyer/remark`, buyer, {
        buyer_remark: '',
      });
      expect(empty.status).toBe(400);
      expect(empty.body.params).toMatchObject({ field: 'buyer_remark' });
      expect(
        (
          await http(app, 'PUT', `/api/batch/requests/add/${given.batchId}/buyer/remark`, requester, {
            buyer_remark: 'x',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await http(app, 'PUT', `/api/batch/requests/add/${given.batchId}/buyer/remark`, otherBuyer, {
            buyer_remark: 'x',
          })
        ).status,
      ).toBe(404);
      const added = await http(app, 'PUT', `/api/batch/requests/add/${given.batchId}/buyer/remark`, buyer, {
        buyer_remark: 'shop ships slowly',
      });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ status: 'accepted', events: ['BuyerRemarkAdded'] });
      const byStaff = await http(app, 'PUT', `/api/batch/requests/add/${given.batchId}/buyer/remark`, staff, {
        buyer_remark: 'checked',
      });
      expect(byStaff.status).toBe(200);
      expect((await detail(given.batchId, buyer, byStaff)).body.buyer_remark).toBe('checked');
      const forRequester = await detail(given.batchId, requester, byStaff);
      expect(forRequester.body).not.toHaveProperty('buyer_remark');
      expect(forRequester.body.batch).not.toHaveProperty('buyerRemark');

      const canceled = await givenBatch(store, 'requested', { requesterId });
      expect((await http(app, 'PUT', `/api/batch/requests/cancel/${canceled.batchId}`, requester, {})).status).toBe(
        200,
      );
      const late = await http(app, 'PUT', `/api/batch/requests/add/${canceled.batchId}/buyer/remark`, staff, {
        buyer_remark: 'x',
      });
      expect(late.status).toBe(409);
    });
  });

  it('shows the parties by name, contacts only to themselves and staff, and the order chat room', async () => {
    const given = await accepted();
    const forRequester = await http<Detail>(
      app,
      'GET',
      `/api/batch/requests/${given.batchId}?after_position=${encodeURIComponent(given.position)}`,
      requester,
    );
    expect(forRequester.body.requester).toMatchObject({
      id: requesterId,
      first_name: 'Tai Man',
      full_name: 'Tai Man Chan',
      mobile: '+85291234567',
    });
    expect(forRequester.body.buyer).toEqual({ id: buyerId, first_name: 'Siu Ming', full_name: 'Siu Ming Wong' });
    expect(forRequester.body.chat_room).toBe(`${buyerId}_${requesterId}_${given.batchNumber}`);
    const forBuyer = await http<Detail>(app, 'GET', `/api/batch/orders/${given.batchId}`, buyer);
    expect(forBuyer.body.requester).not.toHaveProperty('mobile');
    const forStaff = await http<Detail>(app, 'GET', `/api/batch/requests/${given.batchId}`, staff);
    expect(forStaff.body.requester).toMatchObject({ mobile: '+85291234567' });
  });
});
