import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { quoteChanges } from '@machines/batch';
import type { QuoteView } from '@contracts/batch/quote';
import { formatMoney } from '../batch-shared/format';
import { QUOTE_LINE_LABELS } from '@shared/i18n/quote-lines';

/**
 * The quote changed while the requester looked at it (409 QUOTE_CHANGED): what changed, line by
 * line, old → new, and the question again. Confirming sends the new revision; nothing else is accepted.
 */
export function QuoteChangedDialog(p: {
  before: QuoteView | null;
  after: QuoteView;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, p.after.currency, i18n.language);
  const changes = p.before ? quoteChanges(p.before.lines, p.after.lines) : [];
  return (
    <Dialog open onClose={() => !p.busy && p.onClose()} fullWidth maxWidth="sm" data-testid="quote-changed">
      <DialogTitle>{t('batch.quote.changedTitle')}</DialogTitle>
      <DialogContent>
        <p>{t('batch.quote.changedText')}</p>
        <Table size="small">
          <TableBody>
            {changes.map((c) => (
              <TableRow key={c.field} data-testid={`quote-change-${c.field}`}>
                <TableCell>{t(QUOTE_LINE_LABELS[c.field])}</TableCell>
                <TableCell>
                  <s>{money(c.from)}</s> → <strong>{money(c.to)}</strong>
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>HKD</TableCell>
              <TableCell data-testid="quote-new-hkd-total">
                {p.before ? <s>{formatMoney(p.before.hkd.lines.total, 'HKD', i18n.language)}</s> : null}
                {p.before ? ' → ' : null}
                <strong>{formatMoney(p.after.hkd.lines.total, 'HKD', i18n.language)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
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
