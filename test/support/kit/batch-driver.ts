import { randomUUID } from 'node:crypto';
import type { TestApp } from '../test-app';
import { expectStatus, http, type HttpAnswer } from './http';
import { card, SUCCESS_CARD } from './payments';
import type { CommandResult } from '@contracts/batch/batch-commands';

/**
 * Batches brought to a status through the real HTTP API, as the apps would: create as the
 * requester, assign (staff, or the automatic assignment), accept, modify, confirm, pay with the
 * simulator's card, purchase, complete (the capture job captures), send, ship, receive. Each step
 * fails at once with the server's answer when refused; waits are on conditions, never on time.
 */

type Server = Pick<TestApp, 'baseUrl'>;

/** The command answer of every batch action (`respond` in src/batch/http): the contract's type. */
export type CommandBody = CommandResult;

/** The fields of GET /api/batch/requests/{id} the suites read. */
export interface DetailBody {
  id: string;
  batch_number: string;
  status: string;
  buyer_id: string | null;
  requester_id: string;
  allowed_commands: string[];
  payment?: { authorised: number; captured: number; released?: number; refunded: number } | null;
  refund_requests?: Array<{ eid: string; refund_reason: string; status?: string }>;
  batch: {
    items: Array<{
      id: string;
      name: string;
      quantity: number;
      state: string;
      price: { amount: number; currency: string };
      trackingNumber?: string | null;
      purchaseSiteOrderId?: string | null;
    }>;
    fees: ({ currency: string; total: number } & Record<string, unknown>) | null;
    payments: { authorised: number; captured: number; refunded: number; canceledAuthorisation: number };
    rating?: { stars: number; review: string } | null;
  };
}

/** One item of the request form: a name and a price in US cents. */
export interface NewItem {
  name: string;
  price: number;
  quantity?: number;
  category?: string;
}

/** The request form's body with one US$120 item (overrides replace top-level fields). */
export function requestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    items: [
      {
        link: 'https://shop.example.com/p/1',
        name: 'Trail shoes',
        category: 'sports_and_outdoors',
        brand: 'Acme',
        quantity: 1,
        price: 12000,
        currency: 'USD',
        from_country: 'us',
        to_country: 'hk',
        contains: ['none'],
      },
    ],
    warehouse: 'us',
    pickup_location_id: 'bns-hq',
    restrictions_confirmed: true,
    ...overrides,
  };
}

/** The request form's body for these items (US → HK, pickup). */
export function requestBodyFor(items: readonly NewItem[]): Record<string, unknown> {
  return requestBody({
    items: items.map((i) => ({
      link: `https://shop.example.com/${encodeURIComponent(i.name.toLowerCase())}`,
      name: i.name,
      category: i.category ?? 'womens_fashion',
      quantity: i.quantity ?? 1,
      price: i.price,
      currency: 'USD',
      from_country: 'us',
      to_country: 'hk',
      contains: ['none'],
    })),
  });
}

/** POST /api/batch/requests/create as the requester; returns the new batch's id and number. */
export async function createRequest(
  app: Server,
  requesterToken: string,
  body: Record<string, unknown> = requestBody(),
): Promise<{ id: string; batchNumber: string }> {
  const created = await expectStatus(
    'create',
    http<CommandBody>(app, 'POST', '/api/batch/requests/create', requesterToken, body),
    [200, 201],
  );
  return { id: created.body.id, batchNumber: created.body.batch_number ?? '' };
}

/** Polls the detail until `ready` holds: reactions (assignment, webhooks, capture) are asynchronous. */
export async function waitForDetail(
  app: Server,
  id: string,
  token: string,
  ready: (d: DetailBody) => boolean,
): Promise<DetailBody> {
  let last: DetailBody | undefined;
  for (let attempt = 0; attempt < 600; attempt++) {
    const { status, body } = await http<DetailBody>(app, 'GET', `/api/batch/requests/${id}`, token);
    if (status === 200) {
      last = body;
      if (ready(body)) return body;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `batch ${id} never reached the expected state; last status ${last?.status}, payments ${JSON.stringify(last?.batch.payments)}`,
  );
}

const step = (what: string, answer: Promise<HttpAnswer<CommandBody>>) =>
  expectStatus(what, answer, [200, 201]).then((r) => r.body);

/**
 * Staff assign only to a buyer with a buyer profile: creates one for `buyerId` when it has
 * none, unavailable so the automatic assignment of the suite's other requests does not pick it.
 */
export async function givenBuyerProfile(app: Server, staff: string, buyerId: string): Promise<void> {
  const path = `/api/admin/assignment/buyers/${encodeURIComponent(buyerId)}`;
  if ((await http(app, 'GET', path, staff)).status === 200) return;
  await expectStatus('buyer profile', http(app, 'PUT', path, staff, { available: false }), [200]);
}

/** One action each, by the actor the spec gives it to (token of that actor). */
export const batchActions = {
  /**
   * Null when nothing was appended: the auto-assigner had already given the batch to this very buyer
   * (a seeded demo buyer is in its pool), which is the state wanted. The explanation covers the case
   * where it gave the batch to another buyer first, since a reassignment must explain itself.
   */
  assign: async (app: Server, id: string, staff: string, buyerId: string): Promise<CommandBody | null> => {
    await givenBuyerProfile(app, staff, buyerId);
    const body = { buyer_id: buyerId, explanation: 'Assigned by the test kit' };
    const answer = await http<CommandBody & { message?: string }>(
      app,
      'PUT',
      `/api/admin/batches/${id}/assign`,
      staff,
      body,
    );
    if (answer.status === 400 && answer.body.message === 'Already assigned') return null;
    return step('assign', Promise.resolve(answer));
  },
  accept: (app: Server, id: string, buyer: string) =>
    step('accept', http(app, 'PUT', `/api/batch/requests/accept/${id}`, buyer, {})),
  decline: (app: Server, id: string, buyer: string, reason = 'out_of_stock') =>
    step('decline', http(app, 'POST', `/api/batch/requests/decline/${id}`, buyer, { declined_reason: reason })),
  cancel: (app: Server, id: string, requester: string) =>
    step('cancel', http(app, 'PUT', `/api/batch/requests/cancel/${id}`, requester, {})),
  modify: (app: Server, id: string, buyer: string, body: Record<string, unknown>) =>
    step('modify', http(app, 'POST', `/api/batch/requests/modify/${id}/items`, buyer, body)),
  /** Confirms the quote the requester sees (confirm names its revision). */
  confirm: (app: Server, id: string, requester: string) =>
    step(
      'confirm',
      withSeenQuote(app, id, requester, undefined, (quote_revision) =>
        http(app, 'PUT', `/api/batch/requests/confirm/${id}`, requester, { quote_revision }),
      ),
    ),
  purchase: (app: Server, id: string, buyer: string, items: readonly { id: string; purchaseSiteOrderId: string }[]) =>
    step(
      'purchase',
      http(app, 'POST', `/api/batch/orders/purchase/${id}/items`, buyer, {
        items: items.map((i) => ({ id: i.id, purchase_site_order_id: i.purchaseSiteOrderId })),
      }),
    ),
  cancelPurchase: (app: Server, id: string, buyer: string, itemIds: readonly string[], reason?: string) =>
    step(
      'cancel purchase',
      http(app, 'POST', `/api/batch/orders/cancel_purchase/${id}/items`, buyer, {
        items: itemIds,
        ...(reason ? { reason } : {}),
      }),
    ),
  completePurchase: (app: Server, id: string, buyer: string) =>
    step('complete purchase', http(app, 'POST', `/api/batch/orders/complete/${id}/items`, buyer, {})),
  cancelPayment: (
    app: Server,
    id: string,
    token: string,
    p: { reason: string; remark?: string; itemIds?: readonly string[] },
  ) =>
    step(
      'cancel payment',
      http(app, 'PUT', `/api/batch/orders/cancel_payment/${id}`, token, {
        payment_canceled_reason: p.reason,
        payment_canceled_remark: p.remark,
        items: p.itemIds,
      }),
    ),
  sendTracking: (app: Server, id: string, buyer: string, items: readonly { id: string; trackingNumber: string }[]) =>
    step(
      'send tracking',
      http(app, 'POST', `/api/batch/orders/send/${id}/items`, buyer, {
        items: items.map((i) => ({ id: i.id, tracking_number: i.trackingNumber })),
      }),
    ),
  updateOrderStatus: (app: Server, id: string, buyer: string, status: string) =>
    step('order status', http(app, 'POST', `/api/batch/orders/update_order_status/${id}`, buyer, { status })),
  received: (app: Server, id: string, requester: string, p: { stars?: number; reviews?: string } = {}) =>
    step('received', http(app, 'POST', `/api/batch/orders/received/${id}/items`, requester, p)),
  refund: (app: Server, id: string, staff: string, itemIds: readonly string[], reason = 'unobtainable_item') =>
    step(
      'refund',
      http(app, 'POST', `/api/batch/orders/refund/${id}/items`, staff, { items: itemIds, refund_reason: reason }),
    ),
};

export interface PayOptions {
  cardNumber?: string;
  holderName?: string;
  /** Where the provider sends the browser back (a function of the batch id). */
  returnUrl?: string | ((id: string) => string);
  /** The quote revision paid; default: the one the requester's detail shows. */
  quoteRevision?: number;
}

/**
 * Sends a confirm or pay naming the quote revision the requester sees (GET detail `quote.revision`),
 * or `given`. When the detail read lagged a change the requester's app would already show (409
 * QUOTE_CHANGED), the requester reviews the quote carried by the refusal and sends once more with it.
 */
async function withSeenQuote<T>(
  app: Server,
  id: string,
  requester: string,
  given: number | undefined,
  send: (revision: number) => Promise<HttpAnswer<T>>,
): Promise<HttpAnswer<T>> {
  if (given !== undefined) return send(given);
  const detail = await http<{ quote?: { revision: number } | null }>(
    app,
    'GET',
    `/api/batch/requests/${id}`,
    requester,
  );
  const first = await send(detail.body.quote?.revision ?? 1);
  const refusal = first.body as { code?: string; params?: { quote_revision?: number } };
  if (first.status !== 409 || refusal.code !== 'QUOTE_CHANGED' || refusal.params?.quote_revision === undefined)
    return first;
  return send(refusal.params.quote_revision);
}

/** POST /api/batch/checkout/payments/{id} with a simulator test card; answers whatever the server answers. */
export function payByCard(
  app: Server,
  id: string,
  requester: string,
  o: PayOptions = {},
): Promise<HttpAnswer<{ code: string; status: string }>> {
  return withSeenQuote(app, id, requester, o.quoteRevision, (quote_revision) =>
    http<{ code: string; status: string }>(
      app,
      'POST',
      `/api/batch/checkout/payments/${id}`,
      requester,
      {
        payment_method: card(o.cardNumber ?? SUCCESS_CARD, o.holderName ? { holderName: o.holderName } : {}),
        return_url: typeof o.returnUrl === 'function' ? o.returnUrl(id) : (o.returnUrl ?? 'http://127.0.0.1:9/return'),
        browser_info: { userAgent: 'jest', acceptHeader: 'text/html', language: 'en-HK' },
        risk_data: {},
        store_payment_method: false,
        agreed_to_terms: true,
        quote_revision,
      },
      { 'idempotency-key': randomUUID() },
    ),
  );
}

/** Pays with the success card and fails unless the answer is PAYMENT_SUCCESSFUL, payment_authorized. */
export async function pay(app: Server, id: string, requester: string, o: PayOptions = {}): Promise<void> {
  const paid = await payByCard(app, id, requester, o);
  if (paid.status !== 200 || paid.body.code !== 'PAYMENT_SUCCESSFUL' || paid.body.status !== 'payment_authorized')
    throw new Error(`payment answered ${paid.status} ${JSON.stringify(paid.body)}`);
}
