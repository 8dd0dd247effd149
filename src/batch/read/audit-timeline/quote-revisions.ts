import { evolveFacts, initialFacts, quoteOf, type BatchEvent } from '@machines/batch';
import type { QuoteRevisionEntry } from '@contracts/batch/quote';

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
    state = evolveFacts(state, { type: row.type, data: row.data } as BatchEvent);
    const quote = (state.context.quoteRevision ?? 0) !== before ? quoteOf(state.context) : null;
    if (!quote) return null;
    const at = row.at instanceof Date ? row.at.toISOString() : String(row.at);
    const entry: QuoteRevisionEntry = { ...quote, at, actor_id: row.actor_id, actor_role: row.actor_role };
    revisions.push(entry);
    return entry;
  });
  return { revisions, byRow };
}
