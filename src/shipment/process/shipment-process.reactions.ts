import { batchIdOfStream, isBatchEvent } from '@machines/batch';
import { isShipmentEvent, shipmentIdOfStream } from '@machines/shipment';
import { reactionCorrelationId, type Reaction, type ReactionJob } from '../../platform/projections/reactions/reaction';
import type { LoggedEvent } from '../../platform/projections/runner/projection';

export const JOIN_SHIPMENT_JOB = 'shipments.join';
export const CLOSE_AT_CUTOFF_JOB = 'shipments.close-at-cutoff';

export interface JoinShipmentPayload extends Record<string, unknown> {
  batchId: string;
  eventId: string;
  correlationId: string;
}

export interface CloseAtCutoffPayload extends Record<string, unknown> {
  shipmentId: string;
  eventId: string;
  correlationId: string;
}

/**
 * The batch events after which an order's approved items may travel: the requester's approval,
 * the timer's auto-approval, and a dispute settled (its other items may have waited on it).
 */
export const JOIN_AFTER: ReadonlySet<string> = new Set(['ItemsApproved', 'ItemsAutoApproved', 'DisputeResolved']);

/**
 * Reaction `shipments.join` (checkpoint `projection:shipments.join`): each approval becomes one job
 * (key `shipments.join:<event id>`) that puts the order's approved items into the open shipment of
 * its warehouse. Redelivered events insert nothing new; the job itself is idempotent (an order
 * already carried is refused by the placement, and that ends the job).
 */
export const joinShipmentReaction: Reaction = {
  name: 'shipments.join',
  kinds: [JOIN_SHIPMENT_JOB],
  select(event: LoggedEvent): ReactionJob | null {
    if (!isBatchEvent(event) || !JOIN_AFTER.has(event.type)) return null;
    const payload: JoinShipmentPayload = {
      batchId: batchIdOfStream(event.streamId),
      eventId: event.eventId,
      correlationId: reactionCorrelationId(event),
    };
    return { kind: JOIN_SHIPMENT_JOB, payload };
  },
};

/**
 * Reaction `shipments.cutoff`: a shipment opened schedules its closing at its cut-off, one durable
 * job keyed by the opening event (so exactly one per shipment across instances, run by one worker).
 */
export const cutoffReaction: Reaction = {
  name: 'shipments.cutoff',
  kinds: [CLOSE_AT_CUTOFF_JOB],
  select(event: LoggedEvent): ReactionJob | null {
    if (!isShipmentEvent(event) || event.type !== 'ShipmentOpened') return null;
    const { cutoffAt } = event.data as { cutoffAt: string };
    const payload: CloseAtCutoffPayload = {
      shipmentId: shipmentIdOfStream(event.streamId),
      eventId: event.eventId,
      correlationId: reactionCorrelationId(event),
    };
    return { kind: CLOSE_AT_CUTOFF_JOB, payload, runAt: new Date(cutoffAt) };
  },
};
