import { evolveFacts, initialFacts, quoteOf, type BatchEvent } from '@machines/batch';
import type { BatchItem } from '@machines/batch/batch.types';
import type { QuoteFigureChange, QuoteItemChange, QuoteRevisionEntry } from '@contracts/batch/quote';

/** A timeline row as stored (rm_audit_timeline), in stream order. */
export interface TimelineEvent {
  type: string;
  data: unknown;
  actor_id: string | null;
  actor_role: string | null;
  at: Date | string;
}

/**
 * The quote revisions of a batch from its timeline: folds the rows with the machine's own
 * step and gives, for every event that made a new revision, that revision's figures with who made it,
 * why (the event) and when. Index i of the answer's `byRow` is the revision row i made, or null.
 */
export function quoteRevisionsOf(rows: readonly TimelineEvent[]): {
  revisions: QuoteRevisionEntry[];
  byRow: (QuoteRevisionEntry | null)[];
} {
  let state = initialFacts;
  const revisions: QuoteRevisionEntry[] = [];
  const byRow = rows.map((row) => {
    const before = state.context.quoteRevision ?? 0;
    const itemsBefore = state.context.items;
    state = evolveFacts(state, { type: row.type, data: row.data } as BatchEvent);
    const quote = (state.context.quoteRevision ?? 0) !== before ? quoteOf(state.context) : null;
    if (!quote) return null;
    const at = row.at instanceof Date ? row.at.toISOString() : String(row.at);
    const payer = paidBy(row);
    const entry: QuoteRevisionEntry = {
      ...quote,
      at,
      actor_id: payer ?? row.actor_id,
      actor_role: payer ? 'requester' : row.actor_role,
      // The fold knows every item before and after, so the requester is told price or quantity
      // (older events included), not only that the subtotal moved.
      ...(revisions.length > 0 ? { item_changes: itemChangesOf(itemsBefore, state.context.items) } : {}),
      note: noteOf(row),
    };
    revisions.push(entry);
    return entry;
  });
  return { revisions, byRow };
}

/**
 * A revision accepted by paying its increase is the requester's who paid (`paidBy`), though the
 * card provider's answer recorded it.
 */
function paidBy(row: TimelineEvent): string | null {
  if (row.type !== 'QuoteRevisionAccepted' || !row.data || typeof row.data !== 'object') return null;
  const by = (row.data as { paidBy?: unknown }).paidBy;
  return typeof by === 'string' && by ? by : null;
}

/**
 * The note given with the change that made a revision (the buyer's remark with changed figures, a
 * reason typed with a surcharge): the event's `remark`, when it is one.
 */
export function noteOf(row: Pick<TimelineEvent, 'data'>): string | null {
  const remark = row.data && typeof row.data === 'object' ? (row.data as { remark?: unknown }).remark : null;
  return typeof remark === 'string' && remark.trim() ? remark.trim() : null;
}

/** The figures of an item a quote revision tells old → new, by the name the answer gives them. */
const ITEM_FIGURES = {
  price: (i: BatchItem) => i.price.amount,
  quantity: (i: BatchItem) => i.quantity,
  weight: (i: BatchItem) => i.weight,
  seller_shipping: (i: BatchItem) => i.sellerShipping,
} satisfies Record<Exclude<keyof QuoteItemChange, 'item_id' | 'name'>, (i: BatchItem) => number>;

/**
 * The items (on both sides) whose unit price, quantity, weight or seller shipping differs, each
 * with only what moved.
 */
export function itemChangesOf(before: readonly BatchItem[], now: readonly BatchItem[]): QuoteItemChange[] {
  const old = new Map(before.map((item) => [item.id, item]));
  return now.flatMap((item) => {
    const was = old.get(item.id);
    if (!was) return [];
    const moved = Object.entries(ITEM_FIGURES).flatMap(([field, figure]): [string, QuoteFigureChange][] =>
      figure(was) !== figure(item) ? [[field, { before: figure(was), now: figure(item) }]] : [],
    );
    return moved.length > 0
      ? [{ item_id: item.id, name: item.name, ...(Object.fromEntries(moved) as Partial<QuoteItemChange>) }]
      : [];
  });
}
