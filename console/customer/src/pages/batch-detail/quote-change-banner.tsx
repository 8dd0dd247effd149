import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { QuoteRevisionEntry } from '@contracts/batch/quote';
import { BuyerNote, QuoteDiffTable, useChangedText } from '../batch-shared/quote-diff';
import { useQuoteRevisions } from './use-quote-revisions';

/** The buyer's latest change of the quote and the revision it changed (none: nothing to compare yet). */
export function buyerChangeOf(
  revisions: readonly QuoteRevisionEntry[],
): { before: QuoteRevisionEntry; after: QuoteRevisionEntry } | null {
  for (let i = revisions.length - 1; i > 0; i--)
    if (revisions[i].actor_role === 'buyer') return { before: revisions[i - 1], after: revisions[i] };
  return null;
}

/**
 * The banner's title: what the buyer changed when the revisions name it, else that the quote was
 * updated (never a guess such as "the Shipping Fees" for a changed price).
 */
export function quoteChangeTitle(what: string): { key: string; values?: { what: string } } {
  return what ? { key: 'batch.quoteChange.banner', values: { what } } : { key: 'batch.quoteChange.general' };
}

/**
 * The requester's warning that the buyer changed the figures, naming what changed (price,
 * shipping fee, weight, …), each item's figures and the quote's lines old → new (HKD first), with
 * the note the buyer gave with the change. Until the revisions are read it says only that the
 * buyer updated the quote (not a guess such as "the Shipping Fees").
 */
export function QuoteChangeBanner({ detail }: { detail: BatchDetail }) {
  const { t } = useTranslation();
  const revisions = useQuoteRevisions(detail);
  const changedText = useChangedText();
  const change = buyerChangeOf(revisions);
  const what = change ? changedText(change.before.lines, change.after.lines, change.after.item_changes) : '';
  const title = quoteChangeTitle(what);
  return (
    <Alert severity="warning" data-testid="fees-updated-warning" data-revision={change?.after.revision}>
      <AlertTitle data-testid="fees-updated-what">{t(title.key, title.values)}</AlertTitle>
      {change && (
        <QuoteDiffTable
          before={change.before}
          after={change.after}
          items={change.after.item_changes}
          testId="fees-updated-diff"
        />
      )}
      {/* The note given with this change (a server without it: the batch's latest buyer note). */}
      <BuyerNote
        note={change && change.after.note !== undefined ? change.after.note : detail.batch.buyerNote}
        testId="fees-updated-note"
      />
    </Alert>
  );
}
