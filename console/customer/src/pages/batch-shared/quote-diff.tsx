import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { quoteChanges } from '@machines/batch';
import type { QuoteView } from '@contracts/batch/quote';
import { QUOTE_LINE_LABELS } from '@shared/i18n/quote-lines';
import { formatMoney } from './format';

/**
 * What changed between two quotes, line by line (old struck through → new), then the HKD total
 * old → new: the quote-changed question before payment and a quote revision after payment.
 */
export function QuoteDiffTable(p: { before: QuoteView | null; after: QuoteView; testId?: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, p.after.currency, i18n.language);
  const changes = p.before ? quoteChanges(p.before.lines, p.after.lines) : [];
  const prefix = p.testId ?? 'quote';
  return (
    <Table size="small" data-testid={p.testId}>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.field} data-testid={`${prefix}-change-${c.field}`}>
            <TableCell>{t(QUOTE_LINE_LABELS[c.field])}</TableCell>
            <TableCell>
              <s>{money(c.from)}</s> → <strong>{money(c.to)}</strong>
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell>HKD</TableCell>
          <TableCell data-testid={`${prefix}-new-hkd-total`}>
            {p.before ? <s>{formatMoney(p.before.hkd.lines.total, 'HKD', i18n.language)}</s> : null}
            {p.before ? ' → ' : null}
            <strong>{formatMoney(p.after.hkd.lines.total, 'HKD', i18n.language)}</strong>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
