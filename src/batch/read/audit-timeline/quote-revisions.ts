import { evolveFacts, initialFacts, quoteOf, type BatchEvent } from '@machines/batch';
import type { BatchItem } from '@machines/batch/batch.types';
import type { QuoteItemChange, QuoteRevisionEntry } from '@contracts/batch/quote';

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

/** The items (on both sides) whose unit price or quantity differs, each with only what moved. */
export function itemChangesOf(before: readonly BatchItem[], now: readonly BatchItem[]): QuoteItemChange[] {
  const old = new Map(before.map((item) => [item.id, item]));
  return now.flatMap((item) => {
    const was = old.get(item.id);
    if (!was) return [];
    const price = was.price.amount !== item.price.amount;
    const quantity = was.quantity !== item.quantity;
    if (!price && !quantity) return [];
    return [
      {
        item_id: item.id,
        name: item.name,
        ...(price ? { price: { before: was.price.amount, now: item.price.amount } } : {}),
        ...(quantity ? { quantity: { before: was.quantity, now: item.quantity } } : {}),
      },
    ];
  });
}
