import type { ShipmentChanged, ShipmentStatusValue } from '@contracts/shipments';
import { STAFF_ROOM, type RealtimeEnvelope } from '../../platform/realtime/realtime-channel';

/** `shipment:changed` to the staff room after a committed append (clients refetch the shipment). */
export function shipmentChangedEnvelope(
  shipmentId: string,
  status: ShipmentStatusValue,
  revision: number,
  position: string,
): RealtimeEnvelope {
  const data: ShipmentChanged = { shipment_id: shipmentId, status, revision, position };
  return { rooms: [STAFF_ROOM], event: 'shipment:changed', data: { ...data } };
}
