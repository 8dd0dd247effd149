/** Job kinds, keys and payloads of the process that moves every order of a shipment to its stage. */

/** One per shipment event: reads the shipment up to it and schedules one move per order. */
export const FAN_OUT_JOB = 'shipment-moves.fan-out';
/** One per (shipment event, order): moves that order through the batch writer. */
export const MOVE_JOB = 'shipment-moves.move';

export const fanOutKey = (eventId: string): string => `${FAN_OUT_JOB}:${eventId}`;
/** Retries are new attempts with their own key (the first one's key is done or failed for good). */
export const moveKey = (eventId: string, batchId: string, retry = 0): string =>
  `${MOVE_JOB}:${eventId}:${batchId}${retry > 0 ? `#${retry}` : ''}`;

/** The shipment events that move orders, and the shipment status each one means. */
export const MOVING_EVENTS = {
  ShipmentDeparted: 'departed',
  ShipmentArrivedHk: 'arrived_hk',
  ShipmentSorted: 'sorted',
} as const;
export type MovingEventType = keyof typeof MOVING_EVENTS;

export const isMovingEvent = (type: string): type is MovingEventType => Object.hasOwn(MOVING_EVENTS, type);

export interface FanOutPayload extends Record<string, unknown> {
  shipmentId: string;
  eventId: string;
  eventType: MovingEventType;
  /** The event's revision in the shipment stream: the shipment is read up to it, never further. */
  eventRevision: number;
  correlationId: string;
}

export interface MovePayload extends Record<string, unknown> {
  shipmentId: string;
  eventId: string;
  eventType: MovingEventType;
  batchId: string;
  correlationId: string;
}

/** Who the moves' batch events name as actor. */
export const SHIPMENT_MOVES_ACTOR = { id: 'system:shipment-moves', role: 'system' as const };

export type MoveStatus = 'pending' | 'moved' | 'failed';

export interface ShipmentMoveRow {
  shipment_id: string;
  event_id: string;
  event_type: MovingEventType;
  event_revision: number;
  batch_id: string;
  batch_number: string;
  target: string | null;
  status: MoveStatus;
  code: string | null;
  message: string | null;
  attempts: number;
  retries: number;
  updated_at: Date;
}
