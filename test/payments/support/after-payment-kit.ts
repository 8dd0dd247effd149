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
import { BatchWriter } from '../../../src/batch/write/batch-writer';
import type { CommandResult } from '../../../src/batch/write/command-context';
import { EVENT_STORE, type EventStore } from '../../../src/platform/event-store/event-store.port';
import type { TestApp } from '../../support/test-app';
import { http, streamStatus } from './batch-kit';
import { card } from './payment-fixtures';

/**
 * Two items: A US$120.00 and B US$30.00, international shipping US$10.00, service fee 12% of the
 * items (US$18.00): total US$178.00 = HK$1,388.40 authorised at the demo rate 7.80.
 */
export const TWO_ITEM_FEES: BatchFees = {
  currency: 'USD',
  itemSubtotal: 15000,
  sellerShipping: 0,
  localShipping: 0,
  internationalShipping: 1000,
  additionalFee: 0,
  serviceFee: 1800,
  insuranceFee: 0,
  couponDiscount: 0,
  total: 17800,
  buyerEarning: 0,
};
export const AUTHORISED_HKD = 138840;

export interface PaidBatch {
  batchId: string;
  batchNumber: string;
  requester: Actor;
  buyer: Actor;
}

let counter = 0;
function run<T extends CommandType>(state: BatchState, events: BatchEvent[], type: T, data: CommandOf<T>['data'], actor: Actor): BatchState {
  counter += 1;
  const command = { type, data, metadata: { actor, at: new Date().toISOString(), commandId: `ap-kit-${counter}` } } as BatchCommand;
  const result = decide(command, state);
  if (isDomainError(result)) throw new Error(`${type} refused: ${result.code} ${JSON.stringify(result.params)}`);
  events.push(...result);
  return replay(result, state);
}

const item = (id: string, name: string, amount: number) => ({
  id,
  link: `https://shop.example.com/p/${id}`,
  name,
  category: 'sports_and_outdoors',
  quantity: 1,
  price: { amount, currency: 'USD' as const },
  fromCountry: 'us',
  toCountry: 'hk',
  contains: ['none' as const],
});

/**
 * A two-item batch brought to requested_payment by the real decider and appended in one go (the
 * automatic assignment leaves it alone), then paid through the real checkout and the simulator
 * (Visa 4111…: authorised) → payment_authorized.
 */
export async function givenPaidBatch(t: TestApp): Promise<PaidBatch> {
  const batchId = randomUUID();
  const batchNumber = `BNRF${batchId.slice(0, 8).toUpperCase()}`;
  const requester: Actor = { id: randomUUID(), role: 'requester', accountType: 'r' };
  const buyer: Actor = { id: randomUUID(), role: 'buyer', accountType: 'b' };
  const events: BatchEvent[] = [];
  let s = run(initialState, events, 'CreateRequest', {
    batchNumber,
    items: [item('item-a', 'Trail shoes', 12000), item('item-b', 'Water bottle', 3000)],
    warehouse: 'us',
    delivery: { kind: 'pickup', locationId: 'bns-hq' },
    fees: TWO_ITEM_FEES,
    restrictionsConfirmed: true,
  }, requester);
  s = run(s, events, 'AssignBuyer', { buyerId: buyer.id }, { id: 'test-kit', role: 'system' });
  s = run(s, events, 'AcceptRequest', {}, buyer);
  run(s, events, 'RequestPayment', { fees: TWO_ITEM_FEES }, buyer);
  await t.app.get<EventStore>(EVENT_STORE).append(
    `batch-${batchId}`,
    events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata: { at: new Date().toISOString(), actor: { id: 'test-kit', role: 'system' } } })),
    { expectedRevision: 'no_stream', streamType: 'batch' },
  );
  const paid = await http<{ code: string; status: string }>(
    t,
    'POST',
    `/api/batch/checkout/payments/${batchId}`,
    t.tokenFor({ id: requester.id, accountType: 'r' }),
    {
      payment_method: card('4111111111111111'),
      return_url: 'http://127.0.0.1:9/return',
      browser_info: { userAgent: 'jest', acceptHeader: 'text/html', language: 'en-HK' },
      risk_data: {},
      store_payment_method: false,
      agreed_to_terms: true,
    },
    { 'idempotency-key': randomUUID() },
  );
  if (paid.body.status !== 'payment_authorized') throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return { batchId, batchNumber, requester, buyer };
}

/** A batch command as an actor, through the app's own write path (the order-action endpoints do the same). */
export function act<T extends CommandType>(t: TestApp, batchId: string, actor: Actor, type: T, data: CommandOf<T>['data']): Promise<CommandResult> {
  const who = { id: actor.id, role: actor.role, accountType: actor.accountType } as Parameters<BatchWriter['execute']>[1]['actor'];
  return t.app.get(BatchWriter).execute(batchId, { actor: who, correlationId: randomUUID() }, (metadata) => ({ type, data, metadata }) as BatchCommand);
}

/** Polls until `probe` returns a value (no timed assertions: the deadline only ends a hung test). */
export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Paid for real, both items bought, purchase complete and captured in full by the capture job. */
export async function givenCapturedBatch(t: TestApp): Promise<PaidBatch> {
  const b = await givenPaidBatch(t);
  await act(t, b.batchId, b.buyer, 'PurchaseItems', { items: [{ id: 'item-a', purchaseSiteOrderId: 'PO-A' }, { id: 'item-b', purchaseSiteOrderId: 'PO-B' }] });
  await act(t, b.batchId, b.buyer, 'CompletePurchase', {});
  await waitFor(async () => (await streamStatus(t, b.batchId)) === 'payment_captured', 'the capture');
  return b;
}
