import { randomUUID } from 'node:crypto';
import type { BatchEvent, BatchItem } from '@machines/batch';
import { requestedBatchItem } from '@machines/testing/batch-fixtures';
import type { EventStore } from '../../../src/platform/event-store/event-store.port';
import { appendBatchEvents } from './batch-history';
import { FEES } from './order-givens';

/**
 * Hand-written histories for the suites that assert on exactly these events (history, hash chain,
 * list filters): the events are spelled out, not derived, and recorded as a staff actor "test".
 */
export const GIVEN_ACTOR = { id: 'test', role: 'staff' } as const;

/** The kit's one requested item (machines/testing), as hand-written histories carry it. */
export const item = (id = 'item-1'): BatchItem => requestedBatchItem(id);

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
    {
      type: 'PaymentCanceled',
      data: { itemIds: [...itemIds], reason: 'changed_mind', remark: '', released: 112000, all: true },
    },
  );
  return events;
}

/** Appends a batch's hand-written history straight to the store; returns its id and position. */
export async function givenBatch(
  store: EventStore,
  stage: GivenStage,
  p: { requesterId: string; buyerId?: string; at?: string; batchNumber?: string; itemIds?: readonly string[] },
): Promise<{ batchId: string; batchNumber: string; position: string }> {
  const batchId = randomUUID();
  const batchNumber = p.batchNumber ?? `BNTEST${batchId.slice(0, 8)}`;
  const at = p.at ?? new Date().toISOString();
  const events = eventsUpTo(stage, {
    requesterId: p.requesterId,
    buyerId: p.buyerId ?? 'buyer-1',
    batchNumber,
    at,
    itemIds: p.itemIds,
  });
  const result = await appendBatchEvents(store, batchId, events, { at, actor: GIVEN_ACTOR });
  return { batchId, batchNumber, position: result.position };
}
