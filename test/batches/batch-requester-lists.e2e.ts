import { BACKFILL_FIRST_ITEM } from '../../migrations/1763903700000-list-first-item';
import { givenBatch, http, requestBody } from '../support/kit';
import { DAY, useRequesterActionsWorld } from './requester-actions.fixture';

// The API under test must not depend on whether the customer app happens to be built in dist/.
jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

describe('Requester side of the batch API (lists, search, recent, create rules)', () => {
  const w = useRequesterActionsWorld();

  describe('lists', () => {
    it('give each row the dashboard fields: names, chat room, group, label, counts, total', async () => {
      const given = await givenBatch(w.store, 'accepted', { requesterId: w.requesterId, buyerId: w.buyerId });
      const page = await w.list('/api/batch/requests?page_size=100', w.requester, given.position);
      expect(page.status).toBe(200);
      const row = page.body.results.find((r) => r.id === given.batchId);
      expect(row).toMatchObject({
        batch_number: given.batchNumber,
        status: 'accepted',
        status_label_key: 'status.accepted',
        group: 'reviewing',
        requester_name: 'Mei Ling Lee',
        buyer_name: 'Ka Ho Ng',
        chat_room: `${w.buyerId}_${w.requesterId}_${given.batchNumber}`,
        item_count: 1,
        purchased_items: 0,
        first_item: { name: 'Trail shoes', image_id: null },
        total_hkd: null,
      });
      expect(row).not.toHaveProperty('buyer_remark');
    });

    it('give each row its first item and the total in HKD once there are fees', async () => {
      const owner = 'req-first-item';
      const token = w.app.tokenFor({ id: owner, accountType: 'r' });
      const given = await givenBatch(w.store, 'all_payment_canceled', { requesterId: owner, itemIds: ['b', 'a'] });
      const page = await w.list('/api/batch/orders', token, given.position);
      // US$144.40 at the demo rate of 7.8 HKD: HK$1,126.32.
      expect(page.body.results).toMatchObject([
        {
          id: given.batchId,
          item_count: 2,
          first_item: { name: 'Trail shoes', image_id: null },
          total: 14440,
          total_hkd: 112632,
        },
      ]);
    });

    it('rows written before the first item was listed get it from the batch detail (migration backfill)', async () => {
      const owner = 'req-first-item-backfill';
      const token = w.app.tokenFor({ id: owner, accountType: 'r' });
      const given = await givenBatch(w.store, 'accepted', { requesterId: owner });
      await w.list('/api/batch/requests', token, given.position);
      await w.app.dataSource.query(
        `UPDATE rm_batch_list SET first_item_name = NULL, first_item_image = NULL WHERE batch_id = $1`,
        [given.batchId],
      );
      expect((await w.list('/api/batch/requests', token, given.position)).body.results[0].first_item).toBeNull();
      await w.app.dataSource.query(BACKFILL_FIRST_ITEM);
      const page = await w.list('/api/batch/requests', token, given.position);
      expect(page.body.results[0].first_item).toEqual({ name: 'Trail shoes', image_id: null });
    });

    it('filter by dashboard group, and refuse an unknown group naming the field', async () => {
      const owner = 'req-groups';
      const token = w.app.tokenFor({ id: owner, accountType: 'r' });
      const fresh = await givenBatch(w.store, 'requested', { requesterId: owner });
      const reviewing = await givenBatch(w.store, 'accepted', { requesterId: owner });
      const ids = async (query: string) =>
        (await w.list(`/api/batch/requests?${query}`, token, reviewing.position)).body.results.map((r) => r.id);
      expect(await ids('group=new')).toEqual([fresh.batchId]);
      expect(await ids('group=reviewing')).toEqual([reviewing.batchId]);
      expect(await ids('group=purchased')).toEqual([]);
      const bad = await http(w.app, 'GET', '/api/batch/requests?group=nowhere', token);
      expect(bad.status).toBe(400);
      expect(bad.body.params).toMatchObject({ field: 'group' });
    });

    it('GET /api/batch/orders/recent lists orders changed in the last 7 days, newest first', async () => {
      const owner = 'req-recent';
      const token = w.app.tokenFor({ id: owner, accountType: 'r' });
      await givenBatch(w.store, 'all_payment_canceled', {
        requesterId: owner,
        at: new Date(Date.now() - 8 * DAY).toISOString(),
      });
      const older = await givenBatch(w.store, 'all_payment_canceled', {
        requesterId: owner,
        at: new Date(Date.now() - 2 * DAY).toISOString(),
      });
      const newer = await givenBatch(w.store, 'all_payment_canceled', { requesterId: owner });
      await givenBatch(w.store, 'accepted', { requesterId: owner });
      const recent = await w.list('/api/batch/orders/recent', token, newer.position);
      expect(recent.status).toBe(200);
      expect(recent.body.results.map((r) => r.id)).toEqual([newer.batchId, older.batchId]);
      expect(recent.body).toMatchObject({ count: 2, page: 1, page_size: 12 });
      expect((await w.list('/api/batch/orders/recent', w.otherRequester, newer.position)).body.count).toBe(0);
    });

    it('the archive ignores the status filter (spec: same params minus status)', async () => {
      const owner = 'req-archive';
      const token = w.app.tokenFor({ id: owner, accountType: 'r' });
      const given = await givenBatch(w.store, 'requested', { requesterId: owner });
      const canceled = await http(w.app, 'PUT', `/api/batch/requests/cancel/${given.batchId}`, token, {});
      const archived = await w.list('/api/batch/archived?status=accepted', token, String(canceled.body.position));
      expect(archived.body.results.map((r) => r.id)).toEqual([given.batchId]);
    });
  });

  describe('GET /api/batch/search/{batchNumber}', () => {
    it('finds own batches by number (any case) and hides the rest with 404', async () => {
      const given = await givenBatch(w.store, 'assigned', {
        requesterId: w.requesterId,
        buyerId: w.buyerId,
        batchNumber: 'BN20261123900001',
      });
      const found = await http(
        w.app,
        'GET',
        `/api/batch/search/${given.batchNumber.toLowerCase()}?after_position=${encodeURIComponent(given.position)}`,
        w.requester,
      );
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ data: { id: given.batchId, batch_number: given.batchNumber, type: 'requests' } });
      expect((await http(w.app, 'GET', `/api/batch/search/${given.batchNumber}`, w.buyer)).status).toBe(200);
      const foreign = await http(w.app, 'GET', `/api/batch/search/${given.batchNumber}`, w.otherRequester);
      const missing = await http(w.app, 'GET', '/api/batch/search/BN20990101000001', w.requester);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      expect(missing.body.code).toBe('BATCH_NOT_FOUND');
    });
  });

  describe('POST /api/batch/requests/create', () => {
    it('checks the contains flags ("Please select at least one.") and the warehouse, storing nothing', async () => {
      const before = await w.countEvents();
      const first = (requestBody().items as Record<string, unknown>[])[0];
      const noFlags = await http(
        w.app,
        'POST',
        '/api/batch/requests/create',
        w.requester,
        requestBody({ items: [{ ...first, contains: [] }] }),
      );
      expect(noFlags.status).toBe(400);
      expect(noFlags.body).toMatchObject({
        message: 'Please select at least one.',
        params: { field: 'items.0.contains' },
      });
      const badWarehouse = await http(
        w.app,
        'POST',
        '/api/batch/requests/create',
        w.requester,
        requestBody({ warehouse: 'mars' }),
      );
      expect(badWarehouse.status).toBe(400);
      expect(badWarehouse.body.params).toMatchObject({ field: 'warehouse' });
      const badImage = await http(
        w.app,
        'POST',
        '/api/batch/requests/create',
        w.requester,
        requestBody({ items: [{ ...first, image_id: '../../etc/passwd' }] }),
      );
      expect(badImage.status).toBe(400);
      expect(badImage.body.params).toMatchObject({ field: 'items.0.image_id' });
      for (const link of ['javascript:alert(1)', 'data:text/html,x', 'shop.example.com/p/1']) {
        const badLink = await http(
          w.app,
          'POST',
          '/api/batch/requests/create',
          w.requester,
          requestBody({ items: [{ ...first, link }] }),
        );
        expect(badLink.status).toBe(400);
        expect(badLink.body).toMatchObject({ message: 'Wrong format', params: { field: 'items.0.link' } });
      }
      expect(await w.countEvents()).toBe(before);
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
        w.app,
        'POST',
        '/api/batch/requests/create',
        w.requester,
        requestBody({ items: [item], warehouse: 'jp' }),
      );
      expect(created.status).toBe(201);
      const seen = await http<{
        items: Record<string, unknown>[];
        fees: Record<string, number>;
        warehouse: string;
        delivery: unknown;
      }>(w.app, 'GET', `/api/batch/requests/${created.body.id}`, w.requester, undefined, {
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
});
