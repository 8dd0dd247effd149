import { randomUUID } from 'node:crypto';
import {
  decide,
  initialState,
  isDomainError,
  replay,
  type Actor,
  type BatchCommand,
  type BatchEvent,
  type BatchFees,
  type BatchState,
  type CommandOf,
  type CommandType,
} from '@machines/batch';
import { DEMO_FX_RATES, toHkd } from '@machines/pricing';
import { EVENT_STORE, type EventStore } from '../../src/platform/event-store/event-store.port';
import type { TestApp } from '../support/test-app';

/** Two items (US$120 + US$80), priced as the request form would have (12% service fee, half to the buyer). */
export const ORDER_FEES: BatchFees = {
  currency: 'USD',
  itemSubtotal: 20000,
  sellerShipping: 0,
  localShipping: 0,
  internationalShipping: 2000,
  additionalFee: 0,
  serviceFee: 2400,
  insuranceFee: 0,
  couponDiscount: 0,
  total: 24400,
  buyerEarning: 1200,
};
export const ORDER_HKD = toHkd({ amount: ORDER_FEES.total, currency: 'USD' }, DEMO_FX_RATES).amount;

export type OrderStage =
  | 'confirmed'
  | 'payment_authorized'
  | 'partially_purchased'
  | 'purchased'
  | 'purchase_completed'
  | 'purchased_p'
  | 'payment_captured'
  | 'item_sent';

export interface GivenOrder {
  batchId: string;
  batchNumber: string;
  requester: Actor;
  buyer: Actor;
  position: string;
}

let counter = 0;
function run<T extends CommandType>(state: BatchState, events: BatchEvent[], type: T, data: CommandOf<T>['data'], actor: Actor, at: string): BatchState {
  counter += 1;
  const command = { type, data, metadata: { actor, at, commandId: `order-kit-${counter}` } } as BatchCommand;
  const result = decide(command, state);
  if (isDomainError(result)) throw new Error(`${type} refused: ${result.code} ${JSON.stringify(result.params)}`);
  events.push(...result);
  return replay(result, state);
}

const ORDER_AFTER: Record<OrderStage, number> = {
  confirmed: 0,
  payment_authorized: 1,
  partially_purchased: 2,
  purchased: 2,
  purchase_completed: 3,
  purchased_p: 3,
  payment_captured: 4,
  item_sent: 5,
};

/**
 * A two-item order brought to `stage` by the real decider and appended in one go (the "given").
 * The authorisation's psp reference is made up: tests that need the provider pay for real instead.
 */
export async function givenOrder(app: TestApp, stage: OrderStage, p: { at?: string; trackingNumber?: string } = {}): Promise<GivenOrder> {
  const at = p.at ?? new Date().toISOString();
  const batchId = randomUUID();
  const batchNumber = `BNORD${batchId.slice(0, 8).toUpperCase()}`;
  const requester: Actor = { id: randomUUID(), role: 'requester', accountType: 'r' };
  const buyer: Actor = { id: randomUUID(), role: 'buyer', accountType: 'b' };
  const system: Actor = { id: 'order-kit', role: 'system' };
  const step = ORDER_AFTER[stage];
  const events: BatchEvent[] = [];
  const item = (id: string, price: number) => ({
    id,
    link: `https://shop.example.com/p/${id}`,
    name: `Thing ${id}`,
    category: 'sports_and_outdoors',
    quantity: 1,
    price: { amount: price, currency: 'USD' as const },
    fromCountry: 'us',
    toCountry: 'hk',
    contains: ['none' as const],
  });
  let s = run(initialState, events, 'CreateRequest', {
    batchNumber,
    items: [item('item-1', 12000), item('item-2', 8000)],
    warehouse: 'us',
    delivery: { kind: 'pickup', locationId: 'bns-hq' },
    fees: ORDER_FEES,
    restrictionsConfirmed: true,
  }, requester, at);
  s = run(s, events, 'AssignBuyer', { buyerId: buyer.id }, system, at);
  s = run(s, events, 'AcceptRequest', {}, buyer, at);
  s = run(s, events, 'RequestPayment', { fees: ORDER_FEES }, buyer, at);
  s = run(s, events, 'ConfirmRequest', {}, requester, at);
  if (step >= 1) {
    s = run(s, events, 'StartCheckout', { paymentMethod: 'card', amount: { amount: ORDER_HKD, currency: 'HKD' }, paymentReference: `ref-${batchId}`, agreedToTerms: true }, requester, at);
    s = run(s, events, 'RecordPaymentAuthorisation', { amount: { amount: ORDER_HKD, currency: 'HKD' }, pspReference: `given-${batchId}` }, system, at);
  }
  if (step >= 2) {
    const ids = stage === 'partially_purchased' || stage === 'purchased_p' ? ['item-1'] : ['item-1', 'item-2'];
    s = run(s, events, 'PurchaseItems', { items: ids.map((id) => ({ id, purchaseSiteOrderId: `SHOP-${id}` })) }, buyer, at);
    if (stage === 'purchased_p') s = run(s, events, 'CancelPurchase', { itemIds: ['item-2'] }, buyer, at);
  }
  if (step >= 3) s = run(s, events, 'CompletePurchase', {}, buyer, at);
  if (step >= 4) s = run(s, events, 'CapturePayment', { amount: { amount: ORDER_HKD, currency: 'HKD' } }, system, at);
  if (step >= 5) {
    const tn = p.trackingNumber ?? `TN${batchId.slice(0, 8).toUpperCase()}`;
    s = run(s, events, 'SendTracking', { items: [{ id: 'item-1', trackingNumber: tn }, { id: 'item-2', trackingNumber: tn }] }, buyer, at);
  }
  const store = app.app.get<EventStore>(EVENT_STORE);
  const result = await store.append(
    `batch-${batchId}`,
    events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata: { at, actor: { id: 'order-kit', role: 'system' } } })),
    { expectedRevision: 'no_stream', streamType: 'batch' },
  );
  return { batchId, batchNumber, requester, buyer, position: result.position };
}

export const tokenOf = (app: TestApp, actor: Actor): string =>
  app.tokenFor({ id: actor.id, accountType: actor.accountType as 'r' | 'b' | 's' | 'x' });

/** The batch's stored event types (what really happened). */
export async function storedTypes(app: TestApp, batchId: string): Promise<string[]> {
  return (await app.app.get<EventStore>(EVENT_STORE).readStream(`batch-${batchId}`)).map((e) => e.type);
}

/** The batch's state folded from its stream. */
export async function storedState(app: TestApp, batchId: string): Promise<BatchState> {
  const recorded = await app.app.get<EventStore>(EVENT_STORE).readStream(`batch-${batchId}`);
  return replay(recorded.map((e) => ({ type: e.type, data: e.data }) as BatchEvent));
}
