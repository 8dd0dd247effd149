/**
 * The pickup point's storage window (issue "deadlines the requester can see"): pure rules shared
 * by the fold, the commands, the timers and the detail, so every part counts the same deadline.
 */
import type { BatchEvent } from './batch.events';
import type { BatchContext, BatchStateLike } from './batch.types';
import type { PickupState } from './pickup.types';

const DAY_MS = 24 * 3600 * 1000;

/** Staff may add 1 to 30 days at a time (the extend command's bounds). */
export const MAX_STORAGE_EXTENSION_DAYS = 30;

/**
 * Where an order waits at the pickup point: Ready for Pickup (`bns_in`), or overdue from there.
 * A hand-off command (the requester picks up) belongs in every one of these; the machine already
 * lets OrderStatusUpdated and ItemsReceived leave `overdue` at the pickup point.
 */
export const AWAITING_PICKUP = ['bns_in', 'overdue'] as const;

export const extendedDays = (pickup: PickupState): number => pickup.extensions.reduce((n, e) => n + e.days, 0);

/** The order is at the pickup point (Ready for Pickup or overdue from it), its window known. */
export function pickupWindow(state: BatchStateLike): PickupState | null {
  const pickup = state.context.pickup;
  if (!pickup || state.context.shippingStage !== 'bns_in') return null;
  return state.value === 'bns_in' || state.value === 'overdue' ? pickup : null;
}

/** End of free storage: ready time + free days + every extension; null when the ready time is unknown. */
export function pickupDeadline(pickup: PickupState, freeStorageDays: number): Date | null {
  if (!pickup.readyAt) return null;
  return new Date(Date.parse(pickup.readyAt) + (freeStorageDays + extendedDays(pickup)) * DAY_MS);
}

/** Whole days left, rounded up (a parcel due in 2.5 days has 3 days left); 0 once it is due. */
export function daysLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((+deadline - +now) / DAY_MS));
}

/** The fold of the window: opened when the order reaches Ready for Pickup (the stage's time). */
export function applyPickupEvent(ctx: BatchContext, event: BatchEvent): BatchContext {
  const pickup = ctx.pickup;
  switch (event.type) {
    case 'OrderStatusUpdated':
      if (event.data.status !== 'bns_in') return ctx;
      return { ...ctx, pickup: { readyAt: event.data.at ?? null, extensions: [], reminded: [], overdueAt: null } };
    case 'StorageExtended':
      if (!pickup) return ctx;
      return {
        ...ctx,
        pickup: { ...pickup, extensions: [...pickup.extensions, { ...event.data }], reminded: [], overdueAt: null },
      };
    case 'PickupReminded':
      if (!pickup) return ctx;
      return { ...ctx, pickup: { ...pickup, reminded: [...pickup.reminded, event.data.daysLeft] } };
    case 'PickupOverdue':
      if (!pickup) return ctx;
      return { ...ctx, pickup: { ...pickup, overdueAt: event.data.at } };
    default:
      return ctx;
  }
}
