import { arrivalOf, type BatchStateLike } from '@machines/batch';

/** The part of an order that may travel: its approved items and their weight. */
export interface ApprovedParcel {
  warehouse: string;
  itemIds: string[];
  /** Hundredths of a pound: each approved item's weight times its quantity. */
  weight: number;
}

// Items that left the order after their approval travel no more.
const GONE = new Set(['refunded', 'abandoned', 'payment_canceled', 'purchase_canceled', 'declined']);

/** The approved items of a paid order (null when it is not paid or nothing is approved). */
export function approvedParcelOf(state: BatchStateLike): ApprovedParcel | null {
  const c = state.context;
  if (!c.paidAt || !c.warehouse) return null;
  const approved = new Set(
    arrivalOf(c)
      .reviews.filter((r) => r.status === 'approved')
      .map((r) => r.itemId),
  );
  const items = c.items.filter((i) => approved.has(i.id) && !GONE.has(i.state));
  if (items.length === 0) return null;
  return {
    warehouse: c.warehouse,
    itemIds: items.map((i) => i.id),
    weight: items.reduce((sum, i) => sum + i.weight * Math.max(1, i.quantity), 0),
  };
}
