import { randomUUID } from 'node:crypto';
import type { BatchEvent, BatchItem } from '@machines/batch';
import type { EventStore } from '../../src/platform/event-store/event-store.port';
import type { TestApp } from '../support/test-app';

export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** Real HTTP against the running test app. */
export async function http<T = Record<string, unknown>>(
  app: TestApp,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer<T>> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

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

export function item(id = 'item-1'): BatchItem {
  return {
    id,
    link: 'https://shop.example.com/p/1',
    name: 'Trail shoes',
    category: 'sports_and_outdoors',
    brand: 'Acme',
    quantity: 1,
    color: '',
    size: '',
    price: { amount: 12000, currency: 'USD' },
    weight: 300,
    note: '',
    imageId: null,
    fromCountry: 'us',
    toCountry: 'hk',
    contains: ['none'],
    sellerShipping: 0,
    state: 'requested',
    declinedReason: null,
    purchaseSiteOrderId: null,
    trackingNumber: null,
    shippingStatus: null,
  };
}

const FEES = {
  currency: 'USD' as const,
  itemSubtotal: 12000,
  sellerShipping: 0,
  localShipping: 0,
  internationalShipping: 1000,
  additionalFee: 0,
  serviceFee: 1440,
  insuranceFee: 0,
  couponDiscount: 0,
  total: 14440,
  buyerEarning: 0,
};

export type GivenStage = 'requested' | 'assigned' | 'accepted' | 'all_payment_canceled';

/** The events that bring a new batch to `stage`, as the decider would have produced them. */
export function eventsUpTo(
  stage: GivenStage,
  p: { requesterId: string; buyerId: string; batchNumber: string; at: string; itemIds?: readonly string[] },
): BatchEvent[] {
  const itemIds = p.itemIds ?? ['item-1'];
  const events: BatchEvent[] = [
    {
      type: 'RequestCreated',
      data: {
        batchNumber: p.batchNumber,
        requesterId: p.requesterId,
        items: itemIds.map((id) => item(id)),
        warehouse: 'us',
        delivery: { kind: 'pickup', locationId: 'bns-hq' },
        fees: null,
        clonedFrom: null,
        createdAt: p.at,
      },
    },
    { type: 'RequestSubmitted', data: { submittedAt: p.at } },
  ];
  if (stage === 'requested') return events;
  events.push({ type: 'BuyerAssigned', data: { buyerId: p.buyerId, previousBuyerId: null, explanation: '' } });
  if (stage === 'assigned') return events;
  events.push({ type: 'RequestAccepted', data: { buyerId: p.buyerId, updatedLinks: [], confirmCouponUpdate: false } });
  if (stage === 'accepted') return events;
  events.push(
    { type: 'PaymentRequested', data: { fees: FEES } },
    { type: 'CheckoutStarted', data: { amount: 112000, paymentMethod: 'card', paymentReference: 'ref-1' } },
    { type: 'PaymentAuthorised', data: { amount: 112000, pspReference: 'psp-1', at: p.at } },
    { type: 'PaymentCanceled', data: { itemIds: [...itemIds], reason: 'changed_mind', remark: '', released: 112000, all: true } },
  );
  return events;
}

/** Appends a batch's history straight to the store (the "given" of a test); returns its id and position. */
export async function givenBatch(
  store: EventStore,
  stage: GivenStage,
  p: { requesterId: string; buyerId?: string; at?: string; batchNumber?: string; itemIds?: readonly string[] },
): Promise<{ batchId: string; batchNumber: string; position: string }> {
  const batchId = randomUUID();
  const batchNumber = p.batchNumber ?? `BNTEST${batchId.slice(0, 8)}`;
  const at = p.at ?? new Date().toISOString();
  const events = eventsUpTo(stage, { requesterId: p.requesterId, buyerId: p.buyerId ?? 'buyer-1', batchNumber, at, itemIds: p.itemIds });
  const result = await store.append(
    `batch-${batchId}`,
    events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata: { at, actor: { id: 'test', role: 'staff' } } })),
    { expectedRevision: 'no_stream', streamType: 'batch' },
  );
  return { batchId, batchNumber, position: result.position };
}

/** Polls until `check` returns a value (for effects of asynchronous reactions, which have no position to wait for). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A registered user with one account of `accountType`; returns the account id (the actor id in tokens). */
export async function givenAccount(
  app: TestApp,
  p: { firstName: string; lastName: string; accountType: 'r' | 'b' | 's' | 'x'; mobile?: string },
): Promise<string> {
  const email = `${randomUUID()}@example.com`;
  const [user] = await app.dataSource.query(
    `INSERT INTO users (email, user_code, status, first_name, last_name, mobile) VALUES ($1, $2, 0, $3, $4, $5) RETURNING id`,
    [email, `U${randomUUID().slice(0, 8)}`, p.firstName, p.lastName, p.mobile ?? null],
  );
  const [account] = await app.dataSource.query(`INSERT INTO accounts (user_id, account_type) VALUES ($1, $2) RETURNING id::text AS id`, [user.id, p.accountType]);
  return account.id as string;
}
