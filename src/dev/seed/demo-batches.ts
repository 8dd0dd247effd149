import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { MAIN_PATH, type MainPathStatus } from '@machines/batch';

/**
 * The living demo: on the first start the demo requester and buyer get batches in every
 * step and side state, made through the running server's real API (commands → the batch machine →
 * events; nothing is written as rows), with chat messages, notifications (the server's own
 * reactions), a refund and a quote change. Idempotent: skipped when the demo requester already has
 * a batch. `SEED_DEMO_DATA=accounts` seeds the accounts only (src/main.ts).
 */

/** Main-path steps the demo gives no batch of its own: each is passed through on the way to a later one. */
const PASSED_THROUGH = ['requested', 'modified', 'confirmed', 'purchased', 'payment_captured'] as const;
const SIDE_STATES = ['declined', 'canceled', 'all_payment_canceled', 'all_refunded'] as const;
export type DemoBatchTarget = Exclude<MainPathStatus, (typeof PASSED_THROUGH)[number]> | (typeof SIDE_STATES)[number];

/** The states the demo shows, each reached by its own batch (main path first, then side paths). */
export const DEMO_BATCH_TARGETS: readonly DemoBatchTarget[] = [
  ...MAIN_PATH.filter(
    (status): status is Exclude<MainPathStatus, (typeof PASSED_THROUGH)[number]> =>
      !(PASSED_THROUGH as readonly string[]).includes(status),
  ),
  ...SIDE_STATES,
];

/** The shipping stages of the main path, the overseas warehouse to Delivered. */
const SHIPPING = MAIN_PATH.slice(MAIN_PATH.indexOf('arrived_oversea_warehouse'), MAIN_PATH.indexOf('completed'));

interface Detail {
  id: string;
  batch_number: string;
  status: string;
  buyer_id: string | null;
  /** The quote in force: confirm and pay name its revision. */
  quote: { revision: number } | null;
  batch: { items: Array<{ id: string; price: { amount: number } }> };
}

interface Party {
  id: string;
  token: string;
}

const ITEMS: Record<DemoBatchTarget, Array<{ name: string; price: number; category: string }>> = {
  assigned: [{ name: 'Trail running shoes', price: 12900, category: 'sports_and_outdoors' }],
  accepted: [{ name: 'Linen shirt', price: 4500, category: 'mens_fashion' }],
  requested_payment: [
    { name: 'Vitamin C serum', price: 3200, category: 'health_and_beauty' },
    { name: 'Sunscreen SPF 50', price: 1800, category: 'health_and_beauty' },
  ],
  payment_authorized: [{ name: 'Noise-cancelling headphones', price: 29900, category: 'home_and_tech' }],
  partially_purchased: [
    { name: 'Hiking backpack 30 L', price: 8900, category: 'sports_and_outdoors' },
    { name: 'Rain shell jacket', price: 15900, category: 'sports_and_outdoors' },
  ],
  item_sent: [{ name: 'Ceramic pour-over set', price: 5600, category: 'lifestyle' }],
  arrived_oversea_warehouse: [{ name: 'Wool beanie', price: 2500, category: 'womens_fashion' }],
  oversea_shipping: [{ name: 'Mechanical keyboard', price: 14900, category: 'home_and_tech' }],
  arrived_local_warehouse: [{ name: 'Cast iron skillet', price: 4200, category: 'lifestyle' }],
  courier_delivery: [{ name: 'Running watch', price: 24900, category: 'home_and_tech' }],
  bns_complete: [{ name: 'Bamboo cutting board', price: 3600, category: 'lifestyle' }],
  completed: [{ name: 'Leather card holder', price: 6500, category: 'womens_fashion' }],
  declined: [{ name: 'Limited sneakers', price: 22000, category: 'sports_and_outdoors' }],
  canceled: [{ name: 'Desk lamp', price: 3900, category: 'lifestyle' }],
  all_payment_canceled: [{ name: 'Yoga mat', price: 4800, category: 'sports_and_outdoors' }],
  all_refunded: [{ name: 'Vinyl record', price: 3100, category: 'others' }],
};

class DemoApi {
  constructor(
    private readonly baseUrl: string,
    private readonly signal?: AbortSignal,
  ) {}

  async call<T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (path.startsWith('/api/batch/checkout/')) headers['idempotency-key'] = randomUUID();
    this.signal?.throwIfAborted();
    const response = await fetch(`${this.baseUrl}${path}`, {
      signal: this.signal,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`demo seed: ${method} ${path} answered ${response.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  }

  async signIn(account: DemoAccount): Promise<Party> {
    const body = await this.call<{ token: string }>('POST', '/api/user/login/', undefined, {
      provider: 'dev',
      token: account.email,
    });
    return { id: account.accountId, token: body.token };
  }

  /** The detail once `ready` holds: assignment, payment and capture are reactions, so they come a moment later. */
  async waitFor(id: string, token: string, ready: (d: Detail) => boolean): Promise<Detail> {
    let last: Detail | undefined;
    for (let attempt = 0; attempt < 300; attempt++) {
      last = await this.call<Detail>('GET', `/api/batch/requests/${id}`, token);
      if (ready(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`demo seed: batch ${id} stayed ${last?.status}`);
  }
}

function requestBody(items: ReadonlyArray<{ name: string; price: number; category: string }>) {
  return {
    items: items.map((i) => ({
      link: `https://shop.example.com/${encodeURIComponent(i.name.toLowerCase().replace(/\s+/g, '-'))}`,
      name: i.name,
      category: i.category,
      quantity: 1,
      price: i.price,
      currency: 'USD',
      from_country: 'us',
      to_country: 'hk',
      contains: ['none'],
    })),
    warehouse: 'us',
    pickup_location_id: 'bns-hq',
    restrictions_confirmed: true,
  };
}

const onPath = MAIN_PATH as readonly string[];
const reached = (target: string, status: string) => onPath.indexOf(target) >= onPath.indexOf(status);

/** One batch of the demo requester, driven to `target` by the parties the spec gives each step. */
async function drive(
  api: DemoApi,
  target: DemoBatchTarget,
  p: { requester: Party; buyer: Party; staff: Party },
): Promise<Detail> {
  const { requester, buyer, staff } = p;
  const created = await api.call<{ id: string }>(
    'POST',
    '/api/batch/requests/create',
    requester.token,
    requestBody(ITEMS[target]),
  );
  const id = created.id;
  const at = (status: string) => api.waitFor(id, requester.token, (d) => d.status === status);
  const assigned = await api.waitFor(id, requester.token, (d) => d.status === 'assigned' && d.buyer_id === buyer.id);
  const itemIds = assigned.batch.items.map((i) => i.id);
  if (target === 'assigned') return assigned;
  if (target === 'declined') {
    await api.call('POST', `/api/batch/requests/decline/${id}`, buyer.token, { declined_reason: 'out_of_stock' });
    return at('declined');
  }
  await api.call('PUT', `/api/batch/requests/accept/${id}`, buyer.token, {});
  if (target === 'accepted') return at('accepted');
  if (target === 'canceled') {
    await api.call('PUT', `/api/batch/requests/cancel/${id}`, requester.token, {});
    return at('canceled');
  }
  // The quote change: the buyer's final figures change the first item's price by US$1.
  await api.call('POST', `/api/batch/requests/modify/${id}/items`, buyer.token, {
    items: [{ id: itemIds[0], price: assigned.batch.items[0].price.amount + 100 }],
    final_fee: true,
  });
  // The requester sees the new quote (the next revision) and confirms and pays exactly that one.
  const shown = assigned.quote?.revision ?? 0;
  const quoted = await api.waitFor(
    id,
    requester.token,
    (d) => d.status === 'requested_payment' && (d.quote?.revision ?? 0) > shown,
  );
  if (target === 'requested_payment') return quoted;
  const quote_revision = quoted.quote?.revision;
  await api.call('PUT', `/api/batch/requests/confirm/${id}`, requester.token, { quote_revision });
  await api.call('POST', `/api/batch/checkout/payments/${id}`, requester.token, {
    quote_revision,
    payment_method: {
      type: 'scheme',
      encryptedCardNumber: 'test_4111111111111111',
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
      holderName: 'Rita Chan',
    },
    return_url: 'http://127.0.0.1:9/return',
    browser_info: { userAgent: 'demo-seed', acceptHeader: 'text/html', language: 'en-HK' },
    risk_data: {},
    store_payment_method: false,
    agreed_to_terms: true,
  });
  const paid = await at('payment_authorized');
  if (target === 'payment_authorized') return paid;
  if (target === 'all_payment_canceled') {
    await api.call('PUT', `/api/batch/orders/cancel_payment/${id}`, requester.token, {
      payment_canceled_reason: 'changed_mind',
    });
    return at('all_payment_canceled');
  }
  if (target === 'partially_purchased') {
    await api.call('POST', `/api/batch/orders/purchase/${id}/items`, buyer.token, {
      items: [{ id: itemIds[0], purchase_site_order_id: `PO-${itemIds[0].slice(0, 8)}` }],
    });
    return at('partially_purchased');
  }
  await api.call('POST', `/api/batch/orders/purchase/${id}/items`, buyer.token, {
    items: itemIds.map((i) => ({ id: i, purchase_site_order_id: `PO-${i.slice(0, 8)}` })),
  });
  await api.call('POST', `/api/batch/orders/complete/${id}/items`, buyer.token, {});
  // The capture job captures a completed purchase by itself.
  await at('payment_captured');
  if (target === 'all_refunded') {
    await api.call('POST', `/api/batch/orders/refund/${id}/items`, staff.token, {
      items: itemIds,
      refund_reason: 'unobtainable_item',
    });
    return at('all_refunded');
  }
  await api.call('POST', `/api/batch/orders/send/${id}/items`, buyer.token, {
    items: itemIds.map((i, n) => ({ id: i, tracking_number: `TN${id.slice(0, 8).toUpperCase()}-${n + 1}` })),
  });
  if (target === 'item_sent') return at('item_sent');
  for (const stage of SHIPPING) {
    await api.call('POST', `/api/batch/orders/update_order_status/${id}`, buyer.token, { status: stage });
    if (target === stage) return at(stage);
  }
  if (!reached(target, 'completed')) throw new Error(`demo seed: no path to ${target}`);
  await api.call('POST', `/api/batch/orders/received/${id}/items`, requester.token, {
    stars: 5,
    reviews: 'Arrived quickly and well packed.',
  });
  return at('completed');
}

/** A chat message through the real Socket.IO gateway (`chat:send`), as the apps send it. */
async function chat(baseUrl: string, party: Party, room: string, message: string): Promise<void> {
  // socket.io-client is a development dependency; the demo seed never runs in production.
  const { io } = await import('socket.io-client');
  const socket = io(baseUrl, { path: '/socket.io', auth: { token: party.token }, transports: ['websocket'] });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const ack = await new Promise<{ ok: boolean; code?: string }>((resolve) =>
      socket.emit('chat:send', { room, id: randomUUID(), message, message_type: 'text' }, resolve),
    );
    if (!ack.ok) throw new Error(`demo seed: chat in ${room} refused (${ack.code})`);
  } finally {
    socket.disconnect();
  }
}

export interface DemoBatchesSeeded {
  batches: Array<{ target: DemoBatchTarget; id: string; status: string }>;
}

/** Seeds the demo batches unless the demo requester has some already; answers what it made. */
/** `signal` stops it between calls (the server is shutting down). */
export async function seedDemoBatches(
  baseUrl: string,
  dataSource: DataSource,
  signal?: AbortSignal,
): Promise<DemoBatchesSeeded> {
  const api = new DemoApi(baseUrl, signal);
  const account = (type: string) => DEMO_ACCOUNTS.find((d) => d.accountType === type)!;
  const requester = await api.signIn(account('r'));
  const buyer = await api.signIn(account('b'));
  const staff = await api.signIn(account('s'));
  // Any event a demo requester's command wrote means the demo was seeded before (events are never deleted).
  const acted: unknown[] = await dataSource.query(
    `SELECT 1 FROM es_events WHERE metadata -> 'actor' ->> 'id' = $1 LIMIT 1`,
    [requester.id],
  );
  const held = acted.length > 0;
  if (held) return { batches: [] };
  const batches: DemoBatchesSeeded['batches'] = [];
  for (const target of DEMO_BATCH_TARGETS) {
    signal?.throwIfAborted();
    const detail = await drive(api, target, { requester, buyer, staff });
    batches.push({ target, id: detail.id, status: detail.status });
  }
  // Chat: an order conversation on the paid order, and a question to support.
  const paid = batches.find((b) => b.target === 'payment_authorized');
  if (paid) {
    const detail = await api.waitFor(paid.id, requester.token, () => true);
    const room = `${buyer.id}_${requester.id}_${detail.batch_number}`;
    await chat(baseUrl, requester, room, 'Hi! Could you check the colour is black before buying?');
    await chat(baseUrl, buyer, room, 'Sure, black is in stock. I will buy it today.');
  }
  await chat(baseUrl, requester, `${requester.id}_CS`, 'Hello, how long does shipping to Hong Kong usually take?');
  return { batches };
}
