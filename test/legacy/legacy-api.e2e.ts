import { randomUUID } from 'node:crypto';
import {
  batchActions as act,
  card,
  driveTo,
  givenAccount,
  http,
  storedQuoteRevision,
  startTestApp,
  storedTypes,
  SUCCESS_CARD,
  waitForDetail,
  type Account,
  type TestApp,
} from '../support/kit';

type Body = Record<string, unknown> & { code?: string; params?: { field?: string } };
interface LegacyOrderBody {
  id: string;
  requester: string;
  item: string;
  items: string[];
  quantity: number;
  order_status: string;
  group: string;
  status: string;
  address: string;
  recipient_name: string;
  buyer_fee: number | null;
  online_fee: number | null;
  track_number: string | null;
  stars: number | null;
  reviews: string | null;
}
interface LegacyItemBody {
  id: string;
  name: string;
  price: number;
  weight: number;
  order: string;
  account: string;
  quantity: number;
}

jest.setTimeout(180000);

/**
 * The older item and order interface (spec §3, §7) over the batch: every call, what an older client
 * sees of a batch made by the new app, and what the new app sees of one made through the older calls.
 */
describe('legacy API: /api/item, /api/order, /api/payment over the batch', () => {
  let t: TestApp;
  let requester: Account;
  let buyer: Account;
  let staff: Account;
  let stranger: Account;

  const call = <T = Body>(
    method: string,
    path: string,
    who: Account,
    body?: unknown,
    headers?: Record<string, string>,
  ) => http<T>(t, method, path, who.token, body, headers);
  const legacyOrders = async (who: Account, query = '') =>
    (await call<{ results: LegacyOrderBody[]; count: number }>('GET', `/api/order/${query}`, who)).body;
  const legacyOrder = async (who: Account, id: string) => {
    for (let page = 1; page < 20; page++) {
      const { results } = await legacyOrders(who, `?page=${page}&page_size=50`);
      const found = results.find((o) => o.id === id);
      if (found || results.length < 50) return found;
    }
    return undefined;
  };
  const itemBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Legacy lamp',
    description: 'Colour: white',
    brand: 'Lumo',
    link: 'https://shop.example.com/lamp',
    price: 12.5,
    detail: { color: 'white', size: 'M' },
    category: 'womens_fashion',
    weight_type: 'lb',
    price_type: 'USD',
    weight: 2.5,
    location: 'us',
    restrictions_confirmed: true,
    ...overrides,
  });
  const addressBody = (item: string) => ({
    item,
    quantity: 2,
    country_to: 'hk',
    address: '1 Queen’s Road',
    address_2: 'Flat A',
    district: 'Central',
    city: 'Hong Kong',
    recipient_name: 'Rita Legacy',
    contact_number: '91234567',
  });

  beforeAll(async () => {
    t = await startTestApp();
    requester = await givenAccount(t, { accountType: 'r', firstName: 'Rita', lastName: 'Legacy' });
    buyer = await givenAccount(t, { accountType: 'b', firstName: 'Bo', lastName: 'Legacy' });
    staff = await givenAccount(t, { accountType: 's', firstName: 'Sam', lastName: 'Staff' });
    stranger = await givenAccount(t, { accountType: 'r', firstName: 'Other', lastName: 'Requester' });
  }, 60000);
  afterAll(async () => {
    await t.close();
  });

  describe('a batch made by the new app, as an older client sees it', () => {
    it('lists it as a legacy order (pending) with its items as legacy items, by the same ownership rules', async () => {
      const driven = await driveTo(t, 'assigned', { requester, buyer, staff });
      const mine = await legacyOrder(requester, driven.id);
      expect(mine).toMatchObject({
        requester: requester.id,
        order_status: 'assigned',
        group: 'pending',
        status: 'assigned',
        quantity: 2,
        address: 'pickup:bns-hq',
        buyer_fee: null,
        item: `${driven.id}:${driven.itemIds[0]}`,
        items: driven.itemIds.map((i) => `${driven.id}:${i}`),
      });
      // The buyer sees their fee; the requester never does.
      expect((await legacyOrder(buyer, driven.id))?.buyer_fee).toEqual(expect.any(Number) as unknown);
      expect(await legacyOrder(stranger, driven.id)).toBeUndefined();

      const items = (
        await call<{ results: LegacyItemBody[]; count: number }>('GET', '/api/item/?page_size=50', requester)
      ).body;
      const driveItems = items.results.filter((i) => i.order === driven.id);
      expect(driveItems.map((i) => [i.name, i.price, i.weight, i.account])).toEqual([
        ['Trail shoes', 120, 3, requester.id],
        ['Water bottle', 30, 3, requester.id],
      ]);
      const theirs = (await call<{ results: LegacyItemBody[] }>('GET', '/api/item/', stranger)).body.results;
      expect(theirs.some((i) => i.order === driven.id)).toBe(false);
    });

    it("counts the caller's orders per legacy group (GET /api/order/tag/) and filters the list by group", async () => {
      const driven = await driveTo(t, 'accepted', { requester, buyer, staff });
      const tags = (await call<{ results: { tag: string; count: number }[] }>('GET', '/api/order/tag/', requester))
        .body;
      expect(tags.results.map((r) => r.tag)).toEqual(['active', 'processing', 'pending', 'completed']);
      expect(tags.results.find((r) => r.tag === 'active')?.count).toBeGreaterThanOrEqual(1);
      const active = await legacyOrders(requester, '?group=active&page_size=50');
      expect(active.results.map((o) => o.id)).toContain(driven.id);
      expect(active.results.every((o) => o.group === 'active')).toBe(true);
      const pending = await legacyOrders(requester, '?group=pending&page_size=50');
      expect(pending.results.map((o) => o.id)).not.toContain(driven.id);
      expect((await call('GET', '/api/order/?group=nope', requester)).status).toBe(400);
    });

    it('a stage set by the new app shows under its legacy name; an older client sends the tracking number and the rating', async () => {
      const driven = await driveTo(t, 'payment_captured', { requester, buyer, staff });
      expect((await legacyOrder(requester, driven.id))?.order_status).toBe('purchased');
      const tracking = `LG${randomUUID().slice(0, 8).toUpperCase()}`;
      const sent = await call('PUT', `/api/order/update/${driven.id}/`, buyer, { track_number: tracking });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ order_status: 'item_sent', group: 'processing', status: 'item_sent' });
      const stage = await call('PUT', `/api/order/update/${driven.id}/`, buyer, { order_status: 'courier_delivery' });
      expect(stage.body).toMatchObject({ order_status: 'courier_delivery', status: 'courier_delivery' });
      // Receipt (the rating) only once delivered: the older client moves the stage on first.
      const early = await call('PUT', `/api/order/update/${driven.id}/`, requester, { stars: 5, reviews: 'Great' });
      expect([early.status, (early.body as { code?: string }).code]).toEqual([409, 'BATCH_GOODS_NOT_DELIVERED']);
      const delivered = await call('PUT', `/api/order/update/${driven.id}/`, buyer, { order_status: 'bns_complete' });
      expect(delivered.body).toMatchObject({ order_status: 'delivered', status: 'bns_complete' });
      // The requester may not set a shipping stage.
      const refused = await call('PUT', `/api/order/update/${driven.id}/`, requester, {
        order_status: 'courier_delivery',
      });
      expect(refused.status).toBe(400);
      const rated = await call('PUT', `/api/order/update/${driven.id}/`, requester, { stars: 5, reviews: 'Great' });
      expect(rated.body).toMatchObject({ order_status: 'completed', group: 'completed', status: 'completed' });
      const d = await waitForDetail(t, driven.id, requester.token, (x) => x.status === 'completed');
      expect(d.batch.rating).toEqual({ stars: 5, review: 'Great' });
      expect(d.batch.items.map((i) => i.trackingNumber)).toEqual([tracking, tracking]);
      expect(await legacyOrder(requester, driven.id)).toMatchObject({
        track_number: tracking,
        stars: 5,
        reviews: 'Great',
      });
      const types = await storedTypes(t, driven.id);
      expect(types).toEqual(expect.arrayContaining(['TrackingSent', 'OrderCompleted']) as unknown);
    });
  });

  describe('a batch made through the older calls, as the new app sees it', () => {
    it('item add → order add → accept → item update → confirm → pay, each through the machine', async () => {
      const added = await call<{ id: string; order: string; order_status: string; status: string }>(
        'POST',
        '/api/item/add/',
        requester,
        itemBody(),
      );
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ order_status: 'new', status: 'new' });
      expect(added.body.id).toBe(`${added.body.order}:${added.body.id.split(':')[1]}`);
      expect(await storedTypes(t, added.body.order)).toEqual(['RequestCreated']);
      const draft = await waitForDetail(t, added.body.order, requester.token, (d) => d.status === 'new');
      expect(draft.batch.items[0]).toMatchObject({ name: 'Legacy lamp', price: { amount: 1250, currency: 'USD' } });
      expect((draft.batch.items[0] as unknown as { weight: number }).weight).toBe(250);

      const ordered = await call<{ id: string; order: string; order_status: string; status: string }>(
        'POST',
        '/api/order/add/',
        requester,
        addressBody(added.body.id),
      );
      expect(ordered.status).toBe(201);
      expect(ordered.body).toMatchObject({ order_status: 'pending', status: 'requested' });
      const id = ordered.body.order;
      const created = await waitForDetail(t, id, requester.token, (d) => d.status === 'requested');
      expect(created.batch.items).toEqual([
        expect.objectContaining({ name: 'Legacy lamp', quantity: 2, price: { amount: 1250, currency: 'USD' } }),
      ]);
      const shown = (await http<Body>(t, 'GET', `/api/batch/requests/${id}`, requester.token)).body as {
        batch: { delivery: unknown };
      };
      expect(shown.batch.delivery).toMatchObject({
        kind: 'address',
        address: { recipientName: 'Rita Legacy', addressLine1: '1 Queen’s Road', country: 'hk' },
      });
      expect(await legacyOrder(requester, id)).toMatchObject({
        order_status: 'pending',
        group: 'pending',
        quantity: 2,
        recipient_name: 'Rita Legacy',
        address: '1 Queen’s Road',
      });

      await act.assign(t, id, staff.token, buyer.id);
      await waitForDetail(t, id, requester.token, (d) => d.buyer_id === buyer.id && d.status === 'assigned');
      const otherBuyer = await givenAccount(t, { accountType: 'b' });
      expect((await call('PUT', `/api/order/update/${id}/`, otherBuyer, { order_status: 'accepted' })).status).toBe(
        404,
      );
      const accepted = await call('PUT', `/api/order/update/${id}/`, buyer, { order_status: 'accepted' });
      expect(accepted.body).toMatchObject({ order_status: 'accepted', group: 'active', status: 'accepted' });

      const itemId = `${id}:${created.batch.items[0].id}`;
      expect((await call('PUT', `/api/item/update/${itemId}`, requester, { price: 15 })).status).toBe(403);
      const updated = await call('PUT', `/api/item/update/${itemId}`, buyer, {
        price: 15,
        weight: 1,
        weight_type: 'kg',
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ order_status: 'modified', group: 'active' });
      const modified = await waitForDetail(t, id, requester.token, (d) => d.status === 'modified');
      expect(modified.batch.items[0].price).toEqual({ amount: 1500, currency: 'USD' });
      expect((modified.batch.items[0] as unknown as { weight: number }).weight).toBe(220);

      // An older client names no quote: refused with the quote to show; naming it confirms.
      const unnamed = await call<{ code?: string; params?: { quote_revision?: number } }>(
        'PUT',
        `/api/order/update/${id}/`,
        requester,
        {
          order_status: 'confirmed',
        },
      );
      expect([unnamed.status, unnamed.body.code]).toEqual([428, 'QUOTE_REVISION_REQUIRED']);
      const revision = await storedQuoteRevision(t, id);
      expect(unnamed.body.params?.quote_revision).toBe(revision);
      const confirmed = await call('PUT', `/api/order/update/${id}/`, requester, {
        order_status: 'confirmed',
        quote_revision: revision,
      });
      expect(confirmed.body).toMatchObject({ order_status: 'confirmed', status: 'confirmed' });

      const methods = await call<{ amount?: unknown }>('GET', `/api/payment/method/${id}/`, requester);
      expect(methods.status).toBe(200);
      expect((await call('GET', `/api/payment/method/${id}/`, stranger)).status).toBe(404);
      const paid = await call(
        'POST',
        '/api/payment/pay/',
        requester,
        {
          order: id,
          payment_method: card(SUCCESS_CARD),
          return_url: 'http://127.0.0.1:9/return',
          browser_info: { userAgent: 'jest' },
          store_payment_method: false,
          agreed_to_terms: true,
        },
        { 'idempotency-key': randomUUID(), 'if-match': `"${revision}"` },
      );
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ code: 'PAYMENT_SUCCESSFUL', status: 'payment_authorized' });
      await waitForDetail(t, id, requester.token, (d) => d.status === 'payment_authorized');
      expect(await legacyOrder(requester, id)).toMatchObject({ order_status: 'paid', group: 'processing' });
    });

    it("refuses what the new API refuses: roles, other people's items, missing confirmation, unknown statuses", async () => {
      expect((await call('POST', '/api/item/add/', buyer, itemBody())).status).toBe(403);
      const noConfirm = await call('POST', '/api/item/add/', requester, itemBody({ restrictions_confirmed: false }));
      expect(noConfirm.status).toBe(400);
      const badPrice = await call('POST', '/api/item/add/', requester, itemBody({ price: 'cheap' }));
      expect(badPrice.status).toBe(400);
      expect(badPrice.body.params?.field).toBe('price');
      const notMine = await call('POST', '/api/item/add/', requester, itemBody({ account: stranger.id }));
      expect(notMine.body.params?.field).toBe('account');

      const added = await call<{ id: string }>('POST', '/api/item/add/', requester, itemBody());
      const stolen = await call('POST', '/api/order/add/', stranger, addressBody(added.body.id));
      expect(stolen.status).toBe(400);
      expect(stolen.body.params?.field).toBe('item');
      const garbage = await call('POST', '/api/order/add/', requester, addressBody('not-an-item'));
      expect(garbage.body.params?.field).toBe('item');

      const order = await call<{ order: string }>('POST', '/api/order/add/', requester, addressBody(added.body.id));
      expect([order.status, order.body]).toEqual([201, expect.objectContaining({ status: 'requested' })]);
      const unknown = await call('PUT', `/api/order/update/${order.body.order}/`, requester, {
        order_status: 'teleported',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.params?.field).toBe('order_status');
      expect((await call('PUT', `/api/order/update/${order.body.order}/`, requester, {})).status).toBe(400);
      expect((await call('PUT', '/api/order/update/nope/', requester, { order_status: 'canceled' })).status).toBe(404);
      const canceled = await call('PUT', `/api/order/update/${order.body.order}/`, requester, {
        order_status: 'canceled',
      });
      expect(canceled.body).toMatchObject({ order_status: 'canceled', group: 'completed', status: 'canceled' });
      const pay = await call(
        'POST',
        '/api/payment/pay/',
        requester,
        { agreed_to_terms: true },
        { 'idempotency-key': randomUUID() },
      );
      expect(pay.body.params?.field).toBe('order');
    });
  });
});
