import type { DeadlinesView, PickupWindowView } from '@contracts/batch/deadlines';
import {
  daysLeft,
  extendedDays,
  pickupDeadline,
  pickupWindow,
  FINAL_STATUSES,
  type BatchStateLike,
} from '@machines/batch';
import { expectedArrival, nextCutoff, type WeeklySchedule } from '@machines/shipment';
import type { ShipmentsConfig } from '../../platform/config/shipments.config';

/** Stages before the consolidated shipment leaves: the cut-off still decides when the items ship. */
const BEFORE_DEPARTURE: readonly (string | null)[] = [null, 'item_sent', 'arrived_oversea_warehouse'];

const isError = (v: unknown): v is { code: string } => typeof v === 'object' && v !== null && 'code' in v;

/** Staff's display names by account id: given, each extension names who made it (staff's detail only). */
export type StaffNames = Readonly<Record<string, string>>;

function pickupView(state: BatchStateLike, freeDays: number, now: Date, names?: StaffNames): PickupWindowView | null {
  const pickup = pickupWindow(state);
  const until = pickup && pickupDeadline(pickup, freeDays);
  if (!pickup || !until) return null;
  return {
    free_storage_days: freeDays,
    extended_days: extendedDays(pickup),
    free_until: until.toISOString(),
    days_left: daysLeft(until, now),
    overdue: state.value === 'overdue',
    extensions: pickup.extensions.map((e) => ({
      days: e.days,
      reason: e.reason,
      at: e.at,
      ...(names ? { by: { id: e.by, name: names[e.by] ?? '' } } : {}),
    })),
  };
}

/**
 * The order's deadlines, counted here so the pages do no schedule math: from the warehouse's
 * weekly schedule and now before the items ship, from the Overseas Shipping stage's time once
 * departed, and from the pickup window at the pickup point.
 */
export function deadlinesView(
  state: BatchStateLike,
  shipments: ShipmentsConfig['shipments'],
  now: Date,
  /** Staff's detail: the names of the staff members who extended free storage. */
  staffNames?: StaffNames,
): DeadlinesView {
  const ctx = state.context;
  const status = state.value;
  const open = !(FINAL_STATUSES as readonly string[]).includes(status) && status !== 'none';
  const schedule: WeeklySchedule = shipments.scheduleFor(ctx.warehouse || '*');
  let cutoff: DeadlinesView['cutoff'] = null;
  if (open && BEFORE_DEPARTURE.includes(ctx.shippingStage) && status !== 'declined' && status !== 'overdue') {
    const next = nextCutoff(schedule, now.toISOString());
    if (!isError(next))
      cutoff = { cutoff_at: next.cutoffAt, ships_on: next.shipsOn, expected_arrival_on: next.expectedArrivalOn };
  }
  let arrival: string | null = null;
  if (ctx.shippingStage === 'oversea_shipping' && ctx.shippingStageAt) {
    const on = expectedArrival(ctx.shippingStageAt, schedule.transitDays);
    if (!isError(on)) arrival = on;
  }
  return {
    cutoff,
    expected_arrival_on: arrival,
    pickup: pickupView(state, shipments.freeStorageDays, now, staffNames),
  };
}
