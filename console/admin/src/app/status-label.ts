import type { TranslateFunction } from 'react-admin';
import { partialRefundOf, statusWithRefund, type PartialRefund } from '@shared/status/partial-refund';

/**
 * The spec labels both `modified` (the buyer changed the quote; the requester has yet to confirm)
 * and `confirmed` (the requester confirmed it) "Ready for Payment", and two pairs more alike: `paid`
 * and `payment_authorized` "Paid", `purchased` and `payment_captured` "Purchased". Requesters need no
 * more, but staff act differently on each, and pick them apart in the status filter, so the console
 * names the second of each pair apart (`admin.consoleStatus.*`): no two statuses read the same.
 */
const CONSOLE_ONLY: ReadonlySet<string> = new Set(['modified', 'confirmed', 'payment_authorized', 'payment_captured']);

/** A status code in the operator's words, never the raw code; `fallback` for an unknown one. */
export function statusLabel(translate: TranslateFunction, status: unknown, fallback = '—'): string {
  if (typeof status !== 'string' || !status) return fallback;
  if (CONSOLE_ONLY.has(status)) return translate(`admin.consoleStatus.${status}`);
  return translate(`status.${status}`, { _: fallback === '—' ? status : fallback });
}

/**
 * `statusLabel` with a partial refund counted, as the customer app words it (`statusWithRefund`):
 * "1 of 2 items refunded" for a batch `refunded` by a refund of some items, "Item Sent · 1 of 2
 * items refunded" once it moved on; the plain label when no item or every item is refunded.
 */
export function batchStatusLabel(translate: TranslateFunction, status: unknown, partial: PartialRefund | null): string {
  const label = statusLabel(translate, status);
  if (typeof status !== 'string' || !status) return label;
  return statusWithRefund(status, label, partial, ({ count, total }) => itemsRefunded(translate, count, total));
}

/** "1 of 2 items refunded" in the operator's language. */
export const itemsRefunded = (translate: TranslateFunction, count: number, total: number): string =>
  translate('admin.batchStatus.itemsRefunded', { count, total });

/** A list row's status: its `refunded_items` of `ordered_items` (the list read model counts them). */
export function listRowStatusLabel(translate: TranslateFunction, row: Record<string, unknown>): string {
  return batchStatusLabel(translate, row.status, partialRefundOfRow(row));
}

/** The partial refund a list row's counts say, null when it has none (or the counts are missing). */
export function partialRefundOfRow(row: Record<string, unknown>): PartialRefund | null {
  const { refunded_items: refunded, ordered_items: ordered } = row;
  return typeof refunded === 'number' && typeof ordered === 'number' ? partialRefundOf(refunded, ordered) : null;
}
