import { refundedOfOrdered } from '@machines/batch/batch.items';

/** Refunded items out of the items ordered, when a refund covers some of them only. */
export interface PartialRefund {
  count: number;
  total: number;
}

/**
 * "1 of 2 items refunded" when a refund covers some items only: the refunded items out of those
 * that were ordered (machines/batch `refundedOfOrdered`, as the list rows count them). Null when
 * none or all of them are refunded (the status then says it).
 */
export function partialRefund(items: ReadonlyArray<{ state: string }>): PartialRefund | null {
  const { refunded, ordered } = refundedOfOrdered(items);
  return partialRefundOf(refunded, ordered);
}

/** `partialRefund` from the counts a list row carries (`refunded_items` of `ordered_items`). */
export function partialRefundOf(refunded: number, ordered: number): PartialRefund | null {
  return refunded > 0 && refunded < ordered ? { count: refunded, total: ordered } : null;
}

/**
 * A status in words with a partial refund counted. A refund of some items moves the batch to
 * `refunded`, whose label reads as if the whole order was refunded: then the items are counted
 * instead ("1 of 2 items refunded"), and after later progress the count follows the status
 * ("Item Sent · 1 of 2 items refunded"). Both apps word it so.
 */
export function statusWithRefund(
  status: string,
  label: string,
  partial: PartialRefund | null,
  itemsRefunded: (partial: PartialRefund) => string,
): string {
  if (!partial) return label;
  const refunded = itemsRefunded(partial);
  return status === 'refunded' ? refunded : `${label} · ${refunded}`;
}
