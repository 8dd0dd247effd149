import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuoteView } from '@contracts/batch/quote';
import { quoteReasonKey } from '@shared/i18n/quote-lines';
import { changeBetween } from '@shared/quote/quote-line-diff';
import { BuyerNote, QuoteDiffTable, useChangedText } from '../batch-shared/quote-diff';
import { useQuoteRevisionsOf } from './use-quote-revisions';

/**
 * The quote changed while the requester looked at it (409 QUOTE_CHANGED): what changed from the
 * quote they saw, named (item price, quantity, weight, shipping fee…), each item's figures and the
 * quote's lines old → new, with the note the buyer gave, and the question again. The revisions
 * between (read once the question opens) tell the items' changes and the note; until then the
 * lines alone. Confirming sends the new revision; nothing else is accepted.
 */
export function QuoteChangedDialog(p: {
  batchId: string;
  before: QuoteView | null;
  after: QuoteView;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const changedText = useChangedText();
  const revisions = useQuoteRevisionsOf(p.batchId, p.before ? p.after.revision : 0);
  const read = p.before ? changeBetween(revisions, p.before.revision, p.after.revision) : null;
  const change = read?.complete ? read : null;
  const latest = revisions.find((r) => r.revision === p.after.revision);
  const what = p.before ? changedText(p.before.lines, p.after.lines, change?.items) : '';
  // Someone other than the buyer (the requester's coupon in another tab, staff) is not "the buyer".
  const byBuyer = !latest || latest.actor_role === 'buyer';
  return (
    <Dialog open onClose={() => !p.busy && p.onClose()} fullWidth maxWidth="sm" data-testid="quote-changed">
      <DialogTitle>{t('batch.quote.changedTitle')}</DialogTitle>
      <DialogContent>
        <p>{t('batch.quote.changedText')}</p>
        {what && (
          <p data-testid="quote-changed-what" data-complete={String(Boolean(change))}>
            {t(byBuyer ? 'batch.quoteChange.banner' : 'batch.quoteChange.other', { what })}
            {!change?.note && ` (${t(quoteReasonKey(p.after.reason))})`}
          </p>
        )}
        <QuoteDiffTable before={p.before} after={p.after} items={change?.items} />
        <BuyerNote note={change?.note} by={latest?.actor_role} testId="quote-changed-note" />
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} disabled={p.busy}>
          {t('batch.quote.later')}
        </Button>
        <Button variant="contained" onClick={p.onConfirm} disabled={p.busy} data-testid="quote-confirm-new">
          {t('batch.quote.confirmNew')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
