import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuoteFigures, QuoteItemChange, QuoteLines } from '@contracts/batch/quote';
import { QUOTE_LINE_LABELS } from '@shared/i18n/quote-lines';
import { quoteChangeTopics, quoteLineRows } from '@shared/quote/quote-line-diff';
import { formatMoney } from './format';

/**
 * What changed between two quotes, line by line (old struck through → new), then the HKD total
 * old → new: the banner and history of the order page, the quote-changed question before payment
 * and a quote revision after payment. The rows are the console's Before/Now rows (shared).
 */
export function QuoteDiffTable(p: { before: QuoteFigures | null; after: QuoteFigures; testId?: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, p.after.currency, i18n.language);
  const rows = p.before ? quoteLineRows(p.after.lines, p.before.lines, true) : [];
  const prefix = p.testId ?? 'quote';
  return (
    <Table size="small" data-testid={p.testId}>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.field} data-testid={`${prefix}-change-${r.field}`} data-before={r.before} data-now={r.now}>
            <TableCell>{t(QUOTE_LINE_LABELS[r.field])}</TableCell>
            <TableCell>
              <s>{money(r.before ?? 0)}</s> → <strong>{money(r.now)}</strong>
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell>{t('fees.pay.youPay')}</TableCell>
          <TableCell data-testid={`${prefix}-new-hkd-total`} data-amount={p.after.hkd.lines.total}>
            {p.before ? <s>{formatMoney(p.before.hkd.lines.total, 'HKD', i18n.language)}</s> : null}
            {p.before ? ' → ' : null}
            <strong>{formatMoney(p.after.hkd.lines.total, 'HKD', i18n.language)}</strong>
            {p.after.currency !== 'HKD' && ` (${money(p.after.lines.total)})`}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/**
 * "item price, shipping fee and weight": what the buyer changed, as a list in the user's language;
 * the revision's item changes (when known) tell the item price from the quantity.
 */
export function useChangedText(): (
  before: QuoteLines,
  after: QuoteLines,
  items?: readonly QuoteItemChange[],
) => string {
  const { t, i18n } = useTranslation();
  return (before, after, items) => {
    const names = quoteChangeTopics(before, after, items).map((topic) => t(`batch.quoteChange.topics.${topic}`));
    return new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(names);
  };
}

/** The buyer's note given with the change, when there is one. */
export function BuyerNote({ note, testId }: { note: string | null | undefined; testId: string }) {
  const { t } = useTranslation();
  if (!note?.trim()) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid={testId}>
      {t('batch.quoteChange.buyerNote', { note: note.trim() })}
    </Typography>
  );
}
