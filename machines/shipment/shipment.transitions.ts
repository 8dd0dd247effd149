/**
 * The shipment's allowed transitions as a declared table: event, source statuses, target (omitted:
 * the status stays). The machine is built from it and the permission table reads it, so a command
 * is allowed exactly where the machine takes its event.
 */
import type { ShipmentEventType } from './shipment.events';
import type { ShipmentStatus, ShipmentStatusValue } from './shipment.types';

export interface ShipmentTransition {
  readonly event: ShipmentEventType;
  readonly from: readonly ShipmentStatusValue[];
  readonly to?: ShipmentStatus;
}

/** Before departure the load may still change: parcels leave, are held or released. */
const LOADING = ['open', 'closed'] as const satisfies readonly ShipmentStatus[];

export const SHIPMENT_TRANSITIONS: readonly ShipmentTransition[] = [
  { event: 'ShipmentOpened', from: ['none'], to: 'open' },
  { event: 'ParcelAdded', from: ['open'] },
  { event: 'ParcelRemoved', from: LOADING },
  { event: 'ParcelHeld', from: LOADING },
  { event: 'ParcelReleased', from: LOADING },
  { event: 'ShipmentClosed', from: ['open'], to: 'closed' },
  { event: 'ShipmentDeparted', from: ['closed'], to: 'departed' },
  { event: 'ShipmentArrivedHk', from: ['departed'], to: 'arrived_hk' },
  { event: 'ShipmentSorted', from: ['arrived_hk'], to: 'sorted' },
];

export const SHIPMENT_FINAL_STATUSES = ['sorted'] as const satisfies readonly ShipmentStatus[];

/** The statuses in which the machine takes any of these events. */
export function shipmentStatusesAccepting(events: readonly ShipmentEventType[]): ShipmentStatusValue[] {
  const from = SHIPMENT_TRANSITIONS.filter((t) => events.includes(t.event)).flatMap((t) => t.from);
  return [...new Set(from)];
}
