/** Commands and histories for shipment specs; deterministic (no clock, no random). */
import {
  decideShipment,
  initialShipment,
  isShipmentError,
  replayShipment,
  type Actor,
  type ShipmentCommandOf,
  type ShipmentCommandType,
  type ShipmentEvent,
  type ShipmentStatusValue,
} from '../shipment';
import { STAFF, SYSTEM } from './batch-fixtures';

export { ALL_ACTORS, AUDITOR, BUYER, REQUESTER, STAFF, SYSTEM, ACCOUNT_A } from './batch-fixtures';

/** The week's cut-off: Wednesday 4 March 2026, 18:00 Hong Kong time. */
export const CUTOFF = '2026-03-04T10:00:00.000Z';
export const BEFORE_CUTOFF = '2026-03-02T02:00:00.000Z';
export const AFTER_CUTOFF = '2026-03-04T10:00:00.000Z';
export const SHIPMENT_ID = 'shp-1';
export const WAREHOUSE = 'us-or';

let counter = 0;
export function shipCommand<T extends ShipmentCommandType>(
  type: T,
  data: ShipmentCommandOf<T>['data'],
  actor: Actor = STAFF,
  at = BEFORE_CUTOFF,
): ShipmentCommandOf<T> {
  counter += 1;
  return { type, data, metadata: { actor, at, commandId: `ship-cmd-${counter}` } } as ShipmentCommandOf<T>;
}

export const parcelData = (batchId: string, weight = 250): ShipmentCommandOf<'AddParcel'>['data'] => ({
  batchId,
  warehouse: WAREHOUSE,
  itemIds: [`${batchId}-item-1`],
  weight,
  movedFrom: null,
});

export const openData = (shipmentId = SHIPMENT_ID, warehouse = WAREHOUSE) => ({
  shipmentId,
  warehouse,
  cutoffAt: CUTOFF,
});

/** A shipment's events up to `status`, made by real commands: two parcels (batch-a, batch-b) then on. */
export function shipmentEventsTo(status: ShipmentStatusValue, shipmentId = SHIPMENT_ID): ShipmentEvent[] {
  const steps: ShipmentCommandOf<ShipmentCommandType>[] = [
    shipCommand('OpenShipment', openData(shipmentId), SYSTEM),
    shipCommand('AddParcel', parcelData('batch-a'), SYSTEM),
    shipCommand('AddParcel', parcelData('batch-b', 400), SYSTEM),
    shipCommand('CloseShipment', {}, SYSTEM, AFTER_CUTOFF),
    shipCommand(
      'MarkDeparted',
      { carrier: 'Cathay Cargo', masterTrackingNumber: 'MAWB-160-1234' },
      STAFF,
      '2026-03-06T01:00:00.000Z',
    ),
    shipCommand('MarkArrivedHk', {}, STAFF, '2026-03-09T03:00:00.000Z'),
    shipCommand('MarkSorted', {}, STAFF, '2026-03-09T09:00:00.000Z'),
  ];
  const stops: Record<ShipmentStatusValue, number> = {
    none: 0,
    open: 3,
    closed: 4,
    departed: 5,
    arrived_hk: 6,
    sorted: 7,
  };
  const events: ShipmentEvent[] = [];
  let state = initialShipment;
  for (const cmd of steps.slice(0, stops[status])) {
    const result = decideShipment(cmd, state);
    if (isShipmentError(result)) throw new Error(`${cmd.type}: ${result.code} ${JSON.stringify(result.params)}`);
    events.push(...result);
    state = replayShipment(result, state);
  }
  return events;
}
