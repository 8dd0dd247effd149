import {
  allowedShipmentCommands,
  expectedArrival,
  isShipmentError,
  nextCutoff,
  type Actor,
  type ShipmentContext,
  type WeeklySchedule,
} from '@machines/shipment';
import { dateOfDay, hongKongDay, instantOf } from '@machines/shipment/shipment.time';
import type {
  ShipmentDetail,
  ShipmentListRow,
  ShipmentMoveProgress,
  ShipmentParcel,
  ShipmentStatusValue,
} from '@contracts/shipments';
import { shipmentNumberOf } from '../core/shipment-ids';
import type { ParcelFacts } from './parcel-facts.query';

/** A shipment as read (from its list row or as just written). */
export interface ShipmentHead {
  shipmentId: string;
  status: ShipmentStatusValue;
  revision: number;
  context: ShipmentContext;
  updatedAt: string;
}

/** One parcel as the read model (or the state) lists it. */
export interface ParcelLine {
  batchId: string;
  itemIds: readonly string[];
  weight: number;
  held: boolean;
  holdReason: string | null;
  movedFrom: string | null;
}

/** The Hong Kong dates of the departure (planned from the cut-off, then actual) and the arrival. */
function datesOf(c: ShipmentContext, schedule: WeeklySchedule): { shipsOn: string; arrivalOn: string } {
  if (c.departedAt) {
    const arrival = expectedArrival(c.departedAt, schedule.transitDays);
    const departed = instantOf(c.departedAt) ?? 0;
    const shipsOn = dateOfDay(hongKongDay(departed));
    return { shipsOn, arrivalOn: isShipmentError(arrival) ? shipsOn : arrival };
  }
  const planned = nextCutoff(schedule, c.cutoffAt);
  if (!isShipmentError(planned) && planned.cutoffAt === c.cutoffAt)
    return { shipsOn: planned.shipsOn, arrivalOn: planned.expectedArrivalOn };
  // The schedule changed since the shipment was opened: count the days from its own cut-off.
  const day = hongKongDay(instantOf(c.cutoffAt) ?? 0) + schedule.departureDays;
  return { shipsOn: dateOfDay(day), arrivalOn: dateOfDay(day + schedule.transitDays) };
}

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

export function shipmentListRowOf(head: ShipmentHead, schedule: WeeklySchedule): ShipmentListRow {
  const c = head.context;
  const held = new Set(c.held.map((h) => h.batchId));
  const { shipsOn, arrivalOn } = datesOf(c, schedule);
  return {
    id: head.shipmentId,
    shipment_number: shipmentNumberOf(c.warehouse, c.cutoffAt),
    warehouse: c.warehouse,
    status: head.status,
    cutoff_at: new Date(c.cutoffAt).toISOString(),
    ships_on: shipsOn,
    expected_arrival_on: arrivalOn,
    parcel_count: c.parcels.length,
    held_count: c.parcels.filter((p) => held.has(p.batchId)).length,
    total_weight: c.parcels.reduce((sum, p) => sum + p.weight, 0),
    carrier: c.carrier,
    master_tracking_number: c.masterTrackingNumber,
    updated_at: new Date(head.updatedAt).toISOString(),
    revision: head.revision,
  };
}

/** The parcel lines of a state (a command's answer: what was just written, before the read model has it). */
export function parcelLinesOf(c: ShipmentContext): ParcelLine[] {
  const held = new Map(c.held.map((h) => [h.batchId, h.reason]));
  return c.parcels.map((p) => ({
    batchId: p.batchId,
    itemIds: p.itemIds,
    weight: p.weight,
    held: held.has(p.batchId),
    holdReason: held.get(p.batchId) ?? null,
    movedFrom: p.movedFrom,
  }));
}

export function shipmentParcelOf(line: ParcelLine, facts: ParcelFacts | undefined): ShipmentParcel {
  return {
    batch_id: line.batchId,
    batch_number: facts?.batchNumber ?? '',
    requester_name: facts?.requesterName ?? '',
    item_count: line.itemIds.length,
    weight: line.weight,
    held: line.held,
    hold_reason: line.holdReason,
    moved_from: line.movedFrom,
    order_status: facts?.orderStatus ?? '',
    destination: facts?.destination ?? 'courier',
  };
}

export interface DetailInput {
  head: ShipmentHead;
  parcels: readonly ParcelLine[];
  facts: ReadonlyMap<string, ParcelFacts>;
  schedule: WeeklySchedule;
  actor: Actor;
  now: Date;
  /** The move process's progress for the shipment's latest departure, arrival or sorting. */
  moves: ShipmentMoveProgress | null;
}

export function shipmentDetailOf({ head, parcels, facts, schedule, actor, now, moves }: DetailInput): ShipmentDetail {
  const c = head.context;
  return {
    ...shipmentListRowOf(head, schedule),
    parcels: parcels.map((line) => shipmentParcelOf(line, facts.get(line.batchId))),
    left_behind: [...c.leftBehind],
    opened_at: iso(c.openedAt),
    closed_at: iso(c.closedAt),
    departed_at: iso(c.departedAt),
    arrived_at: iso(c.arrivedAt),
    sorted_at: iso(c.sortedAt),
    allowed_commands: allowedShipmentCommands({ value: head.status, context: c }, actor, now.toISOString()),
    moves,
  };
}
