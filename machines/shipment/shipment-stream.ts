/**
 * Shipment stream ids in the shared event store: `shipment-<id>`, beside the batches' `batch-<id>`,
 * so the same dispatchers can pick each aggregate's events out of the global log.
 */
import { SHIPMENT_EVENT_TYPES } from './shipment.events';

export const SHIPMENT_STREAM_PREFIX = 'shipment-';

export const shipmentStreamId = (shipmentId: string): string => `${SHIPMENT_STREAM_PREFIX}${shipmentId}`;

export const shipmentIdOfStream = (streamId: string): string => streamId.slice(SHIPMENT_STREAM_PREFIX.length);

const EVENT_TYPES: ReadonlySet<string> = new Set(SHIPMENT_EVENT_TYPES);

export function isShipmentEvent(event: { readonly streamId: string; readonly type: string }): boolean {
  return event.streamId.startsWith(SHIPMENT_STREAM_PREFIX) && EVENT_TYPES.has(event.type);
}
