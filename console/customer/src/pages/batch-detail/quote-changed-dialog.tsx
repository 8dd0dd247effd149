import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuoteView } from '@contracts/batch/quote';
import { quoteReasonKey } from '@shared/i18n/quote-lines';
import { QuoteDiffTable, useChangedText } from '../batch-shared/quote-diff';

/**
 * The quote changed while the requester looked at it (409 QUOTE_CHANGED): what changed, line by
 * line, old → new, named (price, shipping fee, weight…) with why the quote changed, and the question
 * again. Confirming sends the new revision; nothing else is accepted.
 */
export function QuoteChangedDialog(p: {
  before: QuoteView | null;
  after: QuoteView;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const changedText = useChangedText();
  const what = p.before ? changedText(p.before.lines, p.after.lines) : '';
  return (
    <Dialog open onClose={() => !p.busy && p.onClose()} fullWidth maxWidth="sm" data-testid="quote-changed">
      <DialogTitle>{t('batch.quote.changedTitle')}</DialogTitle>
      <DialogContent>
        <p>{t('batch.quote.changedText')}</p>
        {what && (
          <p data-testid="quote-changed-what">
            {t('batch.quoteChange.banner', { what })} ({t(quoteReasonKey(p.after.reason))})
          </p>
        )}
        <QuoteDiffTable before={p.before} after={p.after} />
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
