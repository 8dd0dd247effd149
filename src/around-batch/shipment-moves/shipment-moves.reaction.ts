import { isShipmentEvent, shipmentIdOfStream } from '@machines/shipment';
import { reactionCorrelationId, type Reaction, type ReactionJob } from '../../platform/projections/reactions/reaction';
import type { LoggedEvent } from '../../platform/projections/runner/projection';
import { FAN_OUT_JOB, fanOutKey, isMovingEvent, type FanOutPayload } from './shipment-moves.types';

/**
 * Reaction `shipment-moves` (checkpoint `projection:shipment-moves`): a shipment departed, arrived
 * in Hong Kong or sorted → one fan-out job keyed by the event id, in the log reader's transaction.
 * `select` is pure, so the parcels are read by the job (up to this event's revision), which then
 * schedules one move per order: a redelivered slice or a second instance schedules nothing twice.
 */
export const shipmentMovesReaction: Reaction = {
  name: 'shipment-moves',
  kinds: [FAN_OUT_JOB],
  select(event: LoggedEvent): ReactionJob | null {
    if (!isShipmentEvent(event) || !isMovingEvent(event.type)) return null;
    const payload: FanOutPayload = {
      shipmentId: shipmentIdOfStream(event.streamId),
      eventId: event.eventId,
      eventType: event.type,
      eventRevision: event.streamRevision,
      correlationId: reactionCorrelationId(event),
    };
    return { kind: FAN_OUT_JOB, key: fanOutKey(event.eventId), payload };
  },
};
