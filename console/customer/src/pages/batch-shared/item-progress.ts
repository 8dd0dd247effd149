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
