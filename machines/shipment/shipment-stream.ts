/**
 * Shipment stream ids in the shared event store: `shipment-<id>`, beside the batches' `batch-<id>`,
 * so the same dispatchers can pick each aggregate's events out of the global log.
 */
import { streamNames } from '../aggregate/stream-names';
import { SHIPMENT_EVENT_TYPES } from './shipment.events';

export const SHIPMENT_STREAM_PREFIX = 'shipment-';

const SHIPMENT_STREAMS = streamNames(SHIPMENT_STREAM_PREFIX, SHIPMENT_EVENT_TYPES);

export const shipmentStreamId: (shipmentId: string) => string = SHIPMENT_STREAMS.streamId;

export const shipmentIdOfStream: (streamId: string) => string = SHIPMENT_STREAMS.idOfStream;

export const isShipmentEvent = SHIPMENT_STREAMS.isOwnEvent;
