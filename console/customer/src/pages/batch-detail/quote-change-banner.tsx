import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { QuoteRevisionEntry } from '@contracts/batch/quote';
import { BuyerNote, QuoteDiffTable, useChangedText } from '../batch-shared/quote-diff';
import { useQuoteRevisions } from './quote-history';

/** The buyer's latest change of the quote and the revision it changed (none: nothing to compare yet). */
export function buyerChangeOf(
  revisions: readonly QuoteRevisionEntry[],
): { before: QuoteRevisionEntry; after: QuoteRevisionEntry } | null {
  for (let i = revisions.length - 1; i > 0; i--)
    if (revisions[i].actor_role === 'buyer') return { before: revisions[i - 1], after: revisions[i] };
  return null;
}

/**
 * The requester's warning that the buyer changed the figures, naming what changed (price,
 * shipping fee, weight, …), line by line old → new, with the note the buyer gave. Until the
 * revisions are read it says the change in general words.
 */
export function QuoteChangeBanner({ detail }: { detail: BatchDetail }) {
  const { t } = useTranslation();
  const revisions = useQuoteRevisions(detail);
  const changedText = useChangedText();
  const change = buyerChangeOf(revisions);
  const what = change ? changedText(change.before.lines, change.after.lines, change.after.item_changes) : '';
  return (
    <Alert severity="warning" data-testid="fees-updated-warning" data-revision={change?.after.revision}>
      <AlertTitle data-testid="fees-updated-what">
        {what ? t('batch.quoteChange.banner', { what }) : t('batch.detail.feesUpdated')}
      </AlertTitle>
      {change && <QuoteDiffTable before={change.before} after={change.after} testId="fees-updated-diff" />}
      <BuyerNote note={detail.batch.buyerNote} testId="fees-updated-note" />
    </Alert>
  );
}
