import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { randomUUID } from 'node:crypto';
import { givenAccount, givenBatch, http, item, requestBody, startTestApp, type TestApp } from '../support/kit';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const NOT_AUTHORIZED = 'You are not authorized to do this action!';
const DAY = 24 * 3600 * 1000;

interface Row {
  id: string;
  batch_number: string;
  status: string;
  group: string | null;
  requester_name: string | null;
  buyer_name: string | null;
  chat_room: string | null;
  item_count: number;
  purchased_items: number;
  total: number | null;
  status_label_key: string;
}
interface Page {
  results: Row[];
  count: number;
}

describe('Requester side of the batch API (lists, search, recent, create rules, clone, combine)', () => {
  let app: TestApp;
  let store: PostgresEventStore;
  let requesterId: string;
  let buyerId: string;
  let requester: string;
  let otherRequester: string;
  let buyer: string;
  let staff: string;

  beforeAll(async () => {
    app = await startTestApp();
    store = new PostgresEventStore(app.databaseUrl, { poolSize: 4 });
    requesterId = (await givenAccount(app, { firstName: 'Mei Ling', lastName: 'Lee', accountType: 'r' })).id;
    buyerId = (await givenAccount(app, { firstName: 'Ka Ho', lastName: 'Ng', accountType: 'b' })).id;
    requester = app.tokenFor({ id: requesterId, accountType: 'r' });
    otherRequester = app.tokenFor({ id: 'req-stranger', accountType: 'r' });
    buyer = app.tokenFor({ id: buyerId, accountType: 'b' });
    staff = app.tokenFor({ id: 'staff-1', accountType: 's' });
    // An empty pool: the automatic assignment never races the batches these tests set up.
    expect((await http(app, 'PUT', '/api/admin/assignment/buyers', staff, { buyer_ids: [] })).status).toBe(200);
  });

  afterAll(async () => {
    await store.close();
    await app.close();
  });

  const countEvents = async () =>
    Number((await app.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM es_events`))[0].n);
  const list = (path: string, token: string, position: string) =>
    http<Page>(app, 'GET', path, token, undefined, { 'x-event-position': position });

  describe('lists', () => {
    it('give each row the dashboard fields: names, chat room, group, label, counts, total', async () => {
      const given = await givenBatch(store, 'accepted', { requesterId, buyerId });
      const page = await list('/api/batch/requests?page_size=100', requester, given.position);
      expect(page.status).toBe(200);
      const row = page.body.results.find((r) => r.id === given.batchId);
      expect(row).toMatchObject({
        batch_number: given.batchNumber,
        status: 'accepted',
        status_label_key: 'status.accepted',
        group: 'reviewing',
        requester_name: 'Mei Ling Lee',
        buyer_name: 'Ka Ho Ng',
        chat_room: `${buyerId}_${requesterId}_${given.batchNumber}`,
        item_count: 1,
        purchased_items: 0,
      });
      expect(row).not.toHaveProperty('buyer_remark');
    });

    it('filter by dashboard group, and refuse an unknown group naming the field', async () => {
      const owner = 'req-groups';
      const token = app.tokenFor({ id: owner, accountType: 'r' });
      const fresh = await givenBatch(store, 'requested', { requesterId: owner });
      const reviewing = await givenBatch(store, 'accepted', { requesterId: owner });
      const ids = async (query: string) =>
        (await list(`/api/batch/requests?${query}`, token, reviewing.position)).body.results.map((r) => r.id);
      expect(await ids('group=new')).toEqual([fresh.batchId]);
      expect(await ids('group=reviewing')).toEqual([reviewing.batchId]);
      expect(await ids('group=purchased')).toEqual([]);
      const bad = await http(app, 'GET', '/api/batch/requests?group=nowhere', token);
      expect(bad.status).toBe(400);
      expect(bad.body.params).toMatchObject({ field: 'group' });
    });

    it('GET /api/batch/orders/recent lists orders changed in the last 7 days, newest first', async () => {
      const owner = 'req-recent';
      const token = app.tokenFor({ id: owner, accountType: 'r' });
      await givenBatch(store, 'all_payment_canceled', {
        requesterId: owner,
        at: new Date(Date.now() - 8 * DAY).toISOString(),
      });
      const older = await givenBatch(store, 'all_payment_canceled', {
        requesterId: owner,
        at: new Date(Date.now() - 2 * DAY).toISOString(),
      });
      const newer = await givenBatch(store, 'all_payment_canceled', { requesterId: owner });
      await givenBatch(store, 'accepted', { requesterId: owner });
      const recent = await list('/api/batch/orders/recent', token, newer.position);
      expect(recent.status).toBe(200);
      expect(recent.body.results.map((r) => r.id)).toEqual([newer.batchId, older.batchId]);
      expect(recent.body).toMatchObject({ count: 2, page: 1, page_size: 12 });
      expect((await list('/api/batch/orders/recent', otherRequester, newer.position)).body.count).toBe(0);
    });

    it('the archive ignores the status filter (spec: same params minus status)', async () => {
      const owner = 'req-archive';
      const token = app.tokenFor({ id: owner, accountType: 'r' });
      const given = await givenBatch(store, 'requested', { requesterId: owner });
      const canceled = await http(app, 'PUT', `/api/batch/requests/cancel/${given.batchId}`, token, {});
      const archived = await list('/api/batch/archived?status=accepted', token, String(canceled.body.position));
      expect(archived.body.results.map((r) => r.id)).toEqual([given.batchId]);
    });
  });

  describe('GET /api/batch/search/{batchNumber}', () => {
    it('finds own batches by number (any case) and hides the rest with 404', async () => {
      const given = await givenBatch(store, 'assigned', { requesterId, buyerId, batchNumber: 'BN20261123900001' });
      const found = await http(
        app,
        'GET',
        `/api/batch/search/${given.batchNumber.toLowerCase()}?after_position=${encodeURIComponent(given.position)}`,
        requester,
      );
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ data: { id: given.batchId, batch_number: given.batchNumber, type: 'requests' } });
      expect((await http(app, 'GET', `/api/batch/search/${given.batchNumber}`, buyer)).status).toBe(200);
      const foreign = await http(app, 'GET', `/api/batch/search/${given.batchNumber}`, otherRequester);
      const missing = await http(app, 'GET', '/api/batch/search/BN20990101000001', requester);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      expect(missing.body.code).toBe('BATCH_NOT_FOUND');
    });
  });

  describe('POST /api/batch/requests/create', () => {
    it('checks the contains flags ("Please select at least one.") and the warehouse, storing nothing', async () => {
      const before = await countEvents();
      const first = (requestBody().items as Record<string, unknown>[])[0];
      const noFlags = await http(
        app,
        'POST',
        '/api/batch/requests/create',
        requester,
        requestBody({ items: [{ ...first, contains: [] }] }),
      );
      expect(noFlags.status).toBe(400);
      expect(noFlags.body).toMatchObject({
        message: 'Please select at least one.',
        params: { field: 'items.0.contains' },
      });
      const badWarehouse = await http(
        app,
        'POST',
        '/api/batch/requests/create',
        requester,
        requestBody({ warehouse: 'mars' }),
      );
      expect(badWarehouse.status).toBe(400);
      expect(badWarehouse.body.params).toMatchObject({ field: 'warehouse' });
      const badImage = await http(
        app,
        'POST',
        '/api/batch/requests/create',
        requester,
        requestBody({ items: [{ ...first, image_id: '../../etc/passwd' }] }),
      );
      expect(badImage.status).toBe(400);
      expect(badImage.body.params).toMatchObject({ field: 'items.0.image_id' });
      for (const link of ['javascript:alert(1)', 'data:text/html,x', 'shop.example.com/p/1']) {
        const badLink = await http(
          app,
          'POST',
          '/api/batch/requests/create',
          requester,
          requestBody({ items: [{ ...first, link }] }),
        );
        expect(badLink.status).toBe(400);
        expect(badLink.body).toMatchObject({ message: 'Wrong format', params: { field: 'items.0.link' } });
      }
      expect(await countEvents()).toBe(before);
    });

    it('stores every item field, the 3.00 lb default weight and the fee estimate', async () => {
      const first = (requestBody().items as Record<string, unknown>[])[0];
      const item = {
        ...first,
        color: 'Black',
        size: 'US 9',
        note: 'Color: Black\nSize: US 9\nWaist/Length:\nOther:\nDiscount code: SAVE5',
        image_id: 'items/abc.jpg',
        seller_shipping: 300,
        contains: ['liquids'],
      };
      const created = await http<{ id: string; position: number | string }>(
        app,
        'POST',
        '/api/batch/requests/create',
        requester,
        requestBody({ items: [item], warehouse: 'jp' }),
      );
      expect(created.status).toBe(201);
      const seen = await http<{
        items: Record<string, unknown>[];
        fees: Record<string, number>;
        warehouse: string;
        delivery: unknown;
      }>(app, 'GET', `/api/batch/requests/${created.body.id}`, requester, undefined, {
        'x-event-position': String(created.body.position),
      });
      expect(seen.body.items[0]).toMatchObject({
        color: 'Black',
        size: 'US 9',
        weight: 300,
        image_url: '/api/uploads/items/abc.jpg',
        seller_shipping: 300,
        contains: ['liquids'],
        declined: false,
      });
      expect(String(seen.body.items[0].note)).toContain('Discount code: SAVE5');
      // 12 % of items US$120 + seller shipping (local shipping) US$3 = 14.76.
      expect(seen.body.fees).toMatchObject({ subtotal: 12000, seller_shipping: 300, service_fee: 1476 });
      expect(seen.body).toMatchObject({ warehouse: 'jp', delivery: { kind: 'pickup', locationId: 'bns-hq' } });
    });
  });

  describe('PUT /api/batch/orders/clone/{id}', () => {
    it('makes a new request from chosen items of a finished batch, with fresh ids and a fee estimate', async () => {
      const source = await givenBatch(store, 'all_payment_canceled', { requesterId, buyerId, itemIds: ['c-1', 'c-2'] });
      const cloned = await http<{ id: string; position: number | string; batch_number: string }>(
        app,
        'PUT',
        `/api/batch/orders/clone/${source.batchId}`,
        requester,
        { clone_item_list: ['c-2'] },
      );
      expect(cloned.status).toBe(200);
      expect(cloned.body).toMatchObject({ status: 'requested', events: ['RequestCreated', 'RequestSubmitted'] });
      expect(cloned.body.id).not.toBe(source.batchId);
      expect(cloned.body.batch_number).toMatch(/^BN\d{14}$/);
      const seen = await http<{
        items: { id: string; name: string }[];
        cloned_from: unknown;
        fees: Record<string, number>;
      }>(app, 'GET', `/api/batch/requests/${cloned.body.id}`, requester, undefined, {
        'x-event-position': String(cloned.body.position),
      });
      expect(seen.body.items).toHaveLength(1);
      expect(seen.body.items[0].name).toBe('Trail shoes');
      expect(seen.body.items[0].id).not.toBe('c-2');
      expect(seen.body.cloned_from).toEqual({ batchNumber: source.batchNumber, itemIds: ['c-2'] });
      expect(seen.body.fees.subtotal).toBe(12000);
      // Nothing is recorded on the source.
      expect((await store.readStream(`batch-${source.batchId}`)).length).toBe(8);
    });

    it('refuses foreign sources (404), unknown items (422), bad input (400) and other roles (403)', async () => {
      const source = await givenBatch(store, 'accepted', { requesterId, buyerId });
      const before = await countEvents();
      expect(
        (
          await http(app, 'PUT', `/api/batch/orders/clone/${source.batchId}`, otherRequester, {
            clone_item_list: ['item-1'],
          })
        ).status,
      ).toBe(404);
      const unknown = await http(app, 'PUT', `/api/batch/orders/clone/${source.batchId}`, requester, {
        clone_item_list: ['zzz'],
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.code).toBe('BATCH_ITEM_NOT_FOUND');
      const empty = await http(app, 'PUT', `/api/batch/orders/clone/${source.batchId}`, requester, {
        clone_item_list: [],
      });
      expect(empty.status).toBe(400);
      expect(empty.body.params).toMatchObject({ field: 'clone_item_list' });
      const byBuyer = await http(app, 'PUT', `/api/batch/orders/clone/${source.batchId}`, buyer, {
        clone_item_list: ['item-1'],
      });
      expect(byBuyer.status).toBe(403);
      expect(byBuyer.body.message).toBe(NOT_AUTHORIZED);
      expect(await countEvents()).toBe(before);
    });
  });

  describe('combine', () => {
    it('lists the combinable requests and combines them: items move to the first, the others end canceled', async () => {
      const owner = (await givenAccount(app, { firstName: 'Combine', lastName: 'Owner', accountType: 'r' })).id;
      const token = app.tokenFor({ id: owner, accountType: 'r' });
      const kept = await givenBatch(store, 'requested', { requesterId: owner, itemIds: ['k-1'] });
      const absorbed = await givenBatch(store, 'assigned', { requesterId: owner, buyerId, itemIds: ['m-1', 'm-2'] });
      const acceptedOne = await givenBatch(store, 'accepted', { requesterId: owner, buyerId, itemIds: ['x-1'] });
      const foreign = await givenBatch(store, 'requested', { requesterId: 'req-stranger', itemIds: ['f-1'] });

      const combinable = await http<{ results: { id: string }[]; count: number }>(
        app,
        'GET',
        `/api/batch/requests/combine_request_list/${kept.batchId}`,
        token,
        undefined,
        { 'x-event-position': foreign.position },
      );
      expect(combinable.status).toBe(200);
      expect(combinable.body.results.map((r) => r.id)).toEqual([absorbed.batchId]);
      expect(
        (await http(app, 'GET', `/api/batch/requests/combine_request_list/${kept.batchId}`, otherRequester)).status,
      ).toBe(404);
      expect((await http(app, 'GET', `/api/batch/requests/combine_request_list/${kept.batchId}`, buyer)).status).toBe(
        403,
      );
      expect(
        (await http(app, 'GET', `/api/batch/requests/combine_request_list/${acceptedOne.batchId}`, token)).body,
      ).toEqual({ results: [], count: 0, stale: false });

      const combined = await http(app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, absorbed.batchId],
      });
      expect(combined.status).toBe(200);
      expect(combined.body).toMatchObject({
        id: kept.batchId,
        status: 'requested',
        events: ['RequestsCombined'],
        merged: [{ id: absorbed.batchId, status: 'canceled' }],
      });
      const position = String(combined.body.position);
      const keptView = await http<{ items: { id: string }[]; combined_from: string[]; fees: Record<string, number> }>(
        app,
        'GET',
        `/api/batch/requests/${kept.batchId}`,
        token,
        undefined,
        { 'x-event-position': position },
      );
      expect(keptView.body.items.map((i) => i.id)).toEqual(['k-1', 'm-1', 'm-2']);
      expect(keptView.body.combined_from).toEqual([absorbed.batchNumber]);
      expect(keptView.body.fees.subtotal).toBe(36000);
      const absorbedView = await http(app, 'GET', `/api/batch/requests/${absorbed.batchId}`, token, undefined, {
        'x-event-position': position,
      });
      expect(absorbedView.body).toMatchObject({ status: 'canceled', merged_into: kept.batchNumber });

      // The same call again finds everything done: nothing is added twice.
      const again = await http(app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, absorbed.batchId],
      });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ events: [], merged: [] });
      expect(
        (await store.readStream(`batch-${kept.batchId}`)).map((e) => e.type).filter((t) => t === 'RequestsCombined'),
      ).toHaveLength(1);
    });

    it('resumes a combine that stopped after the kept batch took the items: only the merge is left, nothing is added twice', async () => {
      const owner = 'req-combine-resume';
      const token = app.tokenFor({ id: owner, accountType: 'r' });
      const kept = await givenBatch(store, 'requested', { requesterId: owner, itemIds: ['s-1'] });
      const absorbed = await givenBatch(store, 'requested', { requesterId: owner, itemIds: ['t-1'] });
      // Given: step 1 of an earlier combine was appended, then the process stopped before the merge.
      await store.append(
        `batch-${kept.batchId}`,
        [
          {
            eventId: randomUUID(),
            type: 'RequestsCombined',
            data: { absorbed: [{ batchNumber: absorbed.batchNumber, items: [item('t-1')] }], fees: null },
            metadata: { at: new Date().toISOString() },
          },
        ],
        { expectedRevision: 1, streamType: 'batch' },
      );
      const resumed = await http(app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, absorbed.batchId],
      });
      expect(resumed.status).toBe(200);
      expect(resumed.body).toMatchObject({
        id: kept.batchId,
        events: [],
        merged: [{ id: absorbed.batchId, status: 'canceled' }],
      });
      const keptView = await http<{ items: { id: string }[] }>(
        app,
        'GET',
        `/api/batch/requests/${kept.batchId}`,
        token,
        undefined,
        { 'x-event-position': String(resumed.body.position) },
      );
      expect(keptView.body.items.map((i) => i.id)).toEqual(['s-1', 't-1']);
    });

    it('lets the requester change the warehouse before a buyer accepts', async () => {
      const owner = 'req-warehouse';
      const token = app.tokenFor({ id: owner, accountType: 'r' });
      const given = await givenBatch(store, 'requested', { requesterId: owner });
      const moved = await http(app, 'PUT', `/api/batch/requests/update_warehouse/${given.batchId}`, token, {
        warehouse: 'uk',
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ status: 'requested', events: ['WarehouseUpdated'] });
    });

    it('refuses, storing nothing: an accepted request (409), a foreign one (404), bad input (400), the wrong role (403)', async () => {
      const owner = 'req-combine-refusals';
      const token = app.tokenFor({ id: owner, accountType: 'r' });
      const kept = await givenBatch(store, 'requested', { requesterId: owner, itemIds: ['r-1'] });
      const acceptedOne = await givenBatch(store, 'accepted', { requesterId: owner, buyerId, itemIds: ['r-2'] });
      const foreign = await givenBatch(store, 'requested', { requesterId: 'req-stranger', itemIds: ['r-3'] });
      const before = await countEvents();
      const late = await http(app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, acceptedOne.batchId],
      });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
      const stranger = await http(app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, foreign.batchId],
      });
      expect(stranger.status).toBe(404);
      const one = await http(app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId],
      });
      expect(one.status).toBe(400);
      expect(one.body.params).toMatchObject({ field: 'batch_request_ids' });
      const twice = await http(app, 'POST', '/api/batch/requests/combine_request', token, {
        batch_request_ids: [kept.batchId, kept.batchId],
      });
      expect(twice.status).toBe(400);
      const byBuyer = await http(app, 'POST', '/api/batch/requests/combine_request', buyer, {
        batch_request_ids: [kept.batchId, foreign.batchId],
      });
      expect(byBuyer.status).toBe(403);
      expect(await countEvents()).toBe(before);
    });
  });
});
