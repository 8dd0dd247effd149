/**
 * Where each item stands, as the order page shows it: the machine's item state (machines/batch
 * ItemState) read with the batch's payment, so an item that is paid for but not yet bought says
 * "Paid" (its state stays `requested` until the buyer buys it) and a sent item says "In delivery".
 */
export type ItemProgress =
  | 'requested'
  | 'paid'
  | 'purchased'
  | 'in_delivery'
  | 'received'
  | 'refunded'
  | 'declined'
  | 'payment_canceled'
  | 'purchase_canceled'
  | 'abandoned';

const KNOWN = new Set<string>([
  'requested',
  'purchased',
  'received',
  'refunded',
  'declined',
  'payment_canceled',
  'purchase_canceled',
  'abandoned',
]);

/** Null for a state this app does not know (shown as "Unknown status"). */
export function itemProgress(state: string, paid: boolean): ItemProgress | null {
  if (state === 'requested') return paid ? 'paid' : 'requested';
  if (state === 'sent') return 'in_delivery';
  return KNOWN.has(state) ? (state as ItemProgress) : null;
}

/** Items that were never part of what was paid for (declined by the buyer before payment). */
const NEVER_ORDERED = new Set(['declined']);

/**
 * "1 of 2 items refunded" when a refund covers some items only: the refunded items out of those
 * that were ordered. Null when none or all of them are refunded (the status then says it).
 */
export function partialRefund(items: ReadonlyArray<{ state: string }>): { count: number; total: number } | null {
  const ordered = items.filter((i) => !NEVER_ORDERED.has(i.state));
  const count = ordered.filter((i) => i.state === 'refunded').length;
  return count > 0 && count < ordered.length ? { count, total: ordered.length } : null;
}
