import type { BatchEvent, BatchState, StatusName } from '@machines/batch';
import { accountRoom, STAFF_ROOM, type RealtimeEnvelope } from '../../platform/realtime/realtime-channel';
import { batchTypeOf } from '../core/state/batch-columns';
import { batchRoom } from '../core/push/batch-room';
import type { BatchArrivalEvent } from '@contracts/batch/arrival';

/** What was just committed to one batch stream, as the writer decided it. */
export interface CommittedChange {
  batchId: string;
  /** The state after the appended events. */
  state: BatchState;
  revision: number;
  position: string;
  /** The appended events (a buyer taken off the batch is named in BuyerAssigned). */
  events: readonly BatchEvent[];
}

/**
 * `batch:changed` for a committed append: to the requester, the buyer, a buyer just replaced (who
 * must learn the batch left their list), the batch's room and staff. The same payload as ever;
 * clients refetch with `X-Event-Position: position` (read-your-writes), since the read models may
 * not have the change yet when the push arrives.
 */
export function batchChangedEnvelope(change: CommittedChange): RealtimeEnvelope {
  const { state } = change;
  const status = String(state.value);
  const previousBuyers = change.events.flatMap((e) => {
    const previous = e.type === 'BuyerAssigned' ? (e.data as { previousBuyerId?: unknown }).previousBuyerId : null;
    return typeof previous === 'string' ? [previous] : [];
  });
  const accounts = new Set(
    [state.context.requesterId, state.context.buyerId, ...previousBuyers].filter(
      (id): id is string => typeof id === 'string' && id.length > 0,
    ),
  );
  // A buyer taken off the batch stops following it at once: their sockets leave its room.
  const replaced = previousBuyers.filter((id) => id !== state.context.buyerId && id !== state.context.requesterId);
  return {
    rooms: [...[...accounts].map(accountRoom), batchRoom(change.batchId), STAFF_ROOM],
    ...(replaced.length > 0 ? { leave: { rooms: replaced.map(accountRoom), from: [batchRoom(change.batchId)] } } : {}),
    event: 'batch:changed',
    data: {
      batch_id: change.batchId,
      batch_number: state.context.batchNumber,
      batch_type: batchTypeOf(status as StatusName, state.context.shippingStage),
      status,
      revision: change.revision,
      position: change.position,
    },
  };
}

/** The arrival step each arrival event is, for `batch:arrival` (contracts/batch/arrival.ts BatchArrivalEvent). */
const ARRIVAL_STEPS: Partial<Record<BatchEvent['type'], BatchArrivalEvent['step']>> = {
  ParcelCheckedIn: 'checked_in',
  ItemsApproved: 'approved',
  ItemsAutoApproved: 'auto_approved',
  ProblemReported: 'problem_reported',
  DisputeMessagePosted: 'dispute_message',
  DisputeResolved: 'dispute_resolved',
  QuoteRevised: 'quote_revised',
  QuoteRevisionAccepted: 'quote_revision_accepted',
  QuoteRevisionDeclined: 'quote_revision_declined',
};

/**
 * `batch:arrival` for each arrival step of a committed append (docs/arrival.md), to the same rooms
 * as `batch:changed`: the order page shows a check-in's photos, a review or a decision at once.
 */
export function batchArrivalEnvelopes(change: CommittedChange): RealtimeEnvelope[] {
  const base = batchChangedEnvelope(change);
  return change.events.flatMap((e) => {
    const step = ARRIVAL_STEPS[e.type];
    if (!step) return [];
    const data = e.data as { itemIds?: string[]; itemId?: string };
    const payload: BatchArrivalEvent = {
      batch_id: change.batchId,
      batch_number: change.state.context.batchNumber,
      step,
      item_ids: data.itemIds ?? (data.itemId ? [data.itemId] : []),
      revision: change.revision,
      position: change.position,
    };
    return [{ rooms: base.rooms, event: 'batch:arrival', data: { ...payload } }];
  });
}
