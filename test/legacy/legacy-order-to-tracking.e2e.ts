import { randomUUID } from 'node:crypto';
import { card, eventually, http, SUCCESS_CARD, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

type Body = Record<string, unknown> & { code?: string; params?: Record<string, unknown> };
interface LegacyOrder {
  id: string;
  item: string;
  order_status: string;
  group: string;
  status: string;
  online_fee: number | null;
  track_number: string | null;
}

/**
 * Spec §7's older calls on their own: an older client takes an order from item to paid and on to
 * the tracking step with /api/item, /api/order and /api/payment only. The buyer is chosen by the
 * automatic assignment (the pool staff keep); nothing here calls /api/batch or /api/admin.
 */
describe('legacy API alone: item → order → accepted → modified → confirmed → paid → purchased → tracking', () => {
  const world = useAppWorld({
    pool: ['legacy-buyer'],
    accounts: { requester: { accountType: 'r' }, buyer: { id: 'legacy-buyer', accountType: 'b' } },
  });
  const who = world.tokens;
  // Every call of the flow goes through here, so the test can show it used the older paths only.
  const paths: string[] = [];
  const legacy = <T = Body>(method: string, path: string, token: string, body?: unknown, headers = {}) => {
    paths.push(path);
    return http<T>(world.app, method, path, token, body, headers);
  };
  const order = async (token: string, id: string) =>
    (await legacy<{ results: LegacyOrder[] }>('GET', '/api/order/?page_size=50', token)).body.results.find(
      (o) => o.id === id,
    );

  it('completes a purchase and reaches tracking through the older endpoints only', async () => {
    // Requester: the item, then the order with a delivery address (older item and order calls).
    const item = await legacy<{ id: string }>('POST', '/api/item/add/', who.requester, {
      name: 'Legacy kettle',
      link: 'https://shop.example.com/kettle',
      price: 40,
      price_type: 'USD',
      category: 'home_and_tech',
      weight: 2,
      weight_type: 'lb',
      location: 'us',
      restrictions_confirmed: true,
    });
    expect(item.status).toBe(201);
    const placed = await legacy<{ order: string; status: string }>('POST', '/api/order/add/', who.requester, {
      item: item.body.id,
      quantity: 1,
      country_to: 'hk',
      address: '1 Queen’s Road',
      city: 'Hong Kong',
      recipient_name: 'Rita Legacy',
      contact_number: '91234567',
    });
    expect([placed.status, placed.body.status]).toEqual([201, 'requested']);
    const id = placed.body.order;

    // Buyer: the automatic assignment gives it to the pool buyer, who sees it in the older order list.
    const assigned = await eventually(async () => {
      const o = await order(who.buyer, id);
      return o?.status === 'assigned' ? o : undefined;
    });
    expect(assigned.group).toBe('pending');
    const accepted = await legacy('PUT', `/api/order/update/${id}/`, who.buyer, { order_status: 'accepted' });
    expect(accepted.body).toMatchObject({ status: 'accepted' });
    const modified = await legacy('PUT', `/api/item/update/${assigned.item}`, who.buyer, { price: 42.5 });
    expect(modified.body).toMatchObject({ order_status: 'modified' });

    // Requester: the older confirm names no quote and is answered with the quote to accept; naming it confirms.
    const unnamed = await legacy<{ code: string; params: { quote_revision: number } }>(
      'PUT',
      `/api/order/update/${id}/`,
      who.requester,
      { order_status: 'confirmed' },
    );
    expect([unnamed.status, unnamed.body.code]).toEqual([428, 'QUOTE_REVISION_REQUIRED']);
    const revision = unnamed.body.params.quote_revision;
    const confirmed = await legacy('PUT', `/api/order/update/${id}/`, who.requester, {
      order_status: 'confirmed',
      quote_revision: revision,
    });
    expect(confirmed.body).toMatchObject({ order_status: 'confirmed', status: 'confirmed' });

    // Pay with the card simulator (older payment calls).
    expect((await legacy('GET', `/api/payment/method/${id}/`, who.requester)).status).toBe(200);
    const paid = await legacy(
      'POST',
      '/api/payment/pay/',
      who.requester,
      {
        order: id,
        quote_revision: revision,
        payment_method: card(SUCCESS_CARD),
        return_url: 'http://127.0.0.1:9/return',
        browser_info: { userAgent: 'jest' },
        store_payment_method: false,
        agreed_to_terms: true,
      },
      { 'idempotency-key': randomUUID() },
    );
    expect([paid.status, paid.body.code]).toEqual([200, 'PAYMENT_SUCCESSFUL']);
    // The authorisation is recorded by the payment's own step; the older list shows it as paid.
    const shown = await eventually(async () => {
      const o = await order(who.requester, id);
      return o?.order_status === 'paid' ? o : undefined;
    });
    expect(shown.group).toBe('processing');

    // Buyer: purchased (with the shop's order id), then the tracking number: the tracking step.
    const purchased = await legacy('PUT', `/api/order/update/${id}/`, who.buyer, {
      order_status: 'purchased',
      purchase_site_order_id: 'SHOP-42',
    });
    // The older "purchased" is bought and done: the purchase is completed with it, so tracking may follow.
    expect(purchased.status).toBe(200);
    expect(purchased.body).toMatchObject({ status: 'purchase_completed', group: 'processing' });
    // The card is captured by the payment's own step; the older list then shows the order purchased.
    await eventually(async () => (await order(who.buyer, id))?.status === 'payment_captured');
    expect(await order(who.requester, id)).toMatchObject({ order_status: 'purchased', group: 'processing' });
    const tracking = `LG${randomUUID().slice(0, 8).toUpperCase()}`;
    const sent = await legacy('PUT', `/api/order/update/${id}/`, who.buyer, { track_number: tracking });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ order_status: 'item_sent', group: 'processing' });
    // The buyer reads their own write at once; the requester sees it as soon as the lists catch up.
    expect(await order(who.buyer, id)).toMatchObject({ track_number: tracking, order_status: 'item_sent' });
    await eventually(async () => (await order(who.requester, id))?.track_number === tracking);

    // Only older endpoints were called.
    expect(paths.every((p) => /^\/api\/(item|order|payment)\//.test(p))).toBe(true);
  });
});
