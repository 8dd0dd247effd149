/** Item-level tallies the machine's guards, the permissions and the deciders share. */
import type { BatchContext, BatchItem, ItemState } from './batch.types';

export const itemsIn = (ctx: BatchContext, ...states: ItemState[]): BatchItem[] =>
  ctx.items.filter((i) => states.includes(i.state));

export const countIn = (ctx: BatchContext, ...states: ItemState[]): number => itemsIn(ctx, ...states).length;

/** Still to be bought. */
export const openItems = (ctx: BatchContext): BatchItem[] => itemsIn(ctx, 'requested');
/** Bought and not yet given up (refund or abandon): what goes on to shipping. */
export const boughtItems = (ctx: BatchContext): BatchItem[] => itemsIn(ctx, 'purchased', 'sent', 'received');
/** What a requester can still receive. */
export const receivableItems = (ctx: BatchContext): BatchItem[] => itemsIn(ctx, 'purchased', 'sent');
export const refundableItems = (ctx: BatchContext): BatchItem[] => itemsIn(ctx, 'purchased', 'sent', 'received');
export const abandonableItems = (ctx: BatchContext): BatchItem[] => itemsIn(ctx, 'requested', 'purchased', 'sent');
/** Dropped before or during purchase. */
export const droppedCount = (ctx: BatchContext): number =>
  countIn(ctx, 'declined', 'payment_canceled', 'purchase_canceled');

/** Authorisation neither captured nor released. */
export const outstandingAuthorisation = (ctx: BatchContext): number =>
  ctx.payments.authorised - ctx.payments.captured - ctx.payments.canceledAuthorisation;

/** Ids the command names that are not in the batch, or are in none of the allowed item states. */
export function checkItemIds(
  ctx: BatchContext,
  ids: readonly string[],
  allowed: readonly ItemState[],
): { missing: string[]; wrongState: string[] } {
  const byId = new Map(ctx.items.map((i) => [i.id, i]));
  const missing = ids.filter((id) => !byId.has(id));
  const wrongState = ids.filter((id) => {
    const item = byId.get(id);
    return item !== undefined && !allowed.includes(item.state);
  });
  return { missing, wrongState };
}

export function mapItems(
  ctx: BatchContext,
  ids: readonly string[],
  change: (item: BatchItem) => BatchItem,
): readonly BatchItem[] {
  const set = new Set(ids);
  return ctx.items.map((i) => (set.has(i.id) ? change(i) : i));
}

/**
 * The refunded items out of those that were ordered (an item the buyer declined before payment never
 * was): the order page's and the dashboards' "1 of 2 items refunded".
 */
export function refundedOfOrdered(items: ReadonlyArray<{ readonly state: string }>): {
  refunded: number;
  ordered: number;
} {
  const ordered = items.filter((i) => i.state !== 'declined');
  return { refunded: ordered.filter((i) => i.state === 'refunded').length, ordered: ordered.length };
}
