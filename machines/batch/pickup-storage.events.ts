/**
 * The events of free storage at the pickup point (extended by staff, reminded, overdue): a leaf that
 * batch.events.ts takes into the batch's event union.
 */
type Ev<T extends string, D> = { readonly type: T; readonly data: D };

/** Staff gave the requester more free storage at the pickup point (`by`: the staff member). */
export type StorageExtended = Ev<'StorageExtended', { days: number; reason: string; by: string; at: string }>;
/** The requester was reminded that free storage ends at `until`, `daysLeft` whole days ahead. */
export type PickupReminded = Ev<'PickupReminded', { daysLeft: number; until: string }>;
/** Free storage ended at `until` without a pickup: the order turns overdue (spec side state), with notice. */
export type PickupOverdue = Ev<'PickupOverdue', { at: string; until: string }>;

export type PickupStorageEvent = StorageExtended | PickupReminded | PickupOverdue;

export const PICKUP_STORAGE_EVENT_TYPES = [
  'StorageExtended',
  'PickupReminded',
  'PickupOverdue',
] as const satisfies readonly PickupStorageEvent['type'][];
