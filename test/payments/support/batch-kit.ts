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
import { EVENT_STORE, type EventStore } from '../../../src/platform/event-store/event-store.port';
import type { TestApp } from '../../support/test-app';

/** USD fees of the given batches: 144.40 USD = HK$1,126.32 at the demo rate (7.80). */
export const FEES: BatchFees = {
  currency: 'USD',
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
export const FEES_HKD_CENTS = 112632;

export type PayableStage = 'assigned' | 'accepted' | 'requested_payment' | 'confirmed';

export interface GivenBatch {
  batchId: string;
  batchNumber: string;
  requester: Actor;
  buyer: Actor;
}

let counter = 0;
function run<T extends CommandType>(state: BatchState, events: BatchEvent[], type: T, data: CommandOf<T>['data'], actor: Actor): BatchState {
  counter += 1;
  const command = { type, data, metadata: { actor, at: new Date().toISOString(), commandId: `kit-${counter}` } } as BatchCommand;
  const result = decide(command, state);
  if (isDomainError(result)) throw new Error(`${type} refused: ${result.code} ${JSON.stringify(result.params)}`);
  events.push(...result);
  return replay(result, state);
}

/**
 * A batch brought to `stage` by the real decider and appended in one go, so the automatic buyer
 * assignment (which only acts on a request still waiting in `requested`) leaves it alone.
 */
export async function givenBatch(app: TestApp, stage: PayableStage, requesterId: string = randomUUID(), fees: BatchFees = FEES): Promise<GivenBatch> {
  const batchId = randomUUID();
  const batchNumber = `BNPAY${batchId.slice(0, 8).toUpperCase()}`;
  const requester: Actor = { id: requesterId, role: 'requester', accountType: 'r' };
  const buyer: Actor = { id: randomUUID(), role: 'buyer', accountType: 'b' };
  const system: Actor = { id: 'test-kit', role: 'system' };
  const events: BatchEvent[] = [];
  let s = run(initialState, events, 'CreateRequest', {
    batchNumber,
    items: [
      {
        id: 'item-1',
        link: 'https://shop.example.com/p/1',
        name: 'Trail shoes',
        category: 'sports_and_outdoors',
        quantity: 1,
        price: { amount: 12000, currency: 'USD' },
        fromCountry: 'us',
        toCountry: 'hk',
        contains: ['none'],
      },
    ],
    warehouse: 'us',
    delivery: { kind: 'pickup', locationId: 'bns-hq' },
    fees,
    restrictionsConfirmed: true,
  }, requester);
  s = run(s, events, 'AssignBuyer', { buyerId: buyer.id }, system);
  if (stage !== 'assigned') s = run(s, events, 'AcceptRequest', {}, buyer);
  if (stage === 'requested_payment') s = run(s, events, 'RequestPayment', { fees }, buyer);
  if (stage === 'confirmed') {
    s = run(s, events, 'ModifyItems', { items: [], fees: { ...fees, buyerEarning: fees.buyerEarning + 1 } }, buyer);
    s = run(s, events, 'ConfirmRequest', {}, requester);
  }
  const store = app.app.get<EventStore>(EVENT_STORE);
  await store.append(
    `batch-${batchId}`,
    events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata: { at: new Date().toISOString(), actor: { id: 'test-kit', role: 'system' } } })),
    { expectedRevision: 'no_stream', streamType: 'batch' },
  );
  return { batchId, batchNumber, requester, buyer };
}

/** The batch's status from its stream (what really happened, not a read model that may lag). */
export async function streamStatus(app: TestApp, batchId: string): Promise<string> {
  const store = app.app.get<EventStore>(EVENT_STORE);
  const events = (await store.readStream(`batch-${batchId}`)).map((e) => ({ type: e.type, data: e.data }) as BatchEvent);
  return String(replay(events).value);
}

/** The batch's stored event types, in order (what really happened, not a read model). */
export async function eventTypes(app: TestApp, batchId: string): Promise<string[]> {
  const store = app.app.get<EventStore>(EVENT_STORE);
  return (await store.readStream(`batch-${batchId}`)).map((e) => e.type);
}

export async function http<T = Record<string, unknown>>(
  app: TestApp,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers }> {
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
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
