import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '@shared/i18n/react';
// The quote module alone (not the machine's index): /pricing shows this too and needs no xstate.
import { quoteFiguresOf, QUOTE_LINE_FIELDS, type QuoteFigures, type QuoteLines } from '@machines/batch/batch.quote';
import type { FeeAmounts } from '@machines/pricing';
import { QUOTE_LINE_LABELS } from '@shared/i18n/quote-lines';
import { formatMoney } from './format';

type LineField = keyof QuoteLines;

/** Shown even at zero; the other lines only when they ask for money. */
const ALWAYS: ReadonlySet<LineField> = new Set(['item_subtotal', 'service_fee', 'total']);

/**
 * The breakdown of what the requester pays (issue 20): the lines of machines/batch `quoteFiguresOf`,
 * the one pricing engine's figures, in the fees' currency, with the HKD total and the rate it was
 * converted at. Used by the /pricing calculator, the request form's estimate, the detail's fees and
 * quote history and the quote-changed dialog. `testIds` keep a screen's own test ids for its lines;
 * `after` adds rows (the buyer's earning, which is not part of the quote).
 */
export function QuoteBreakdown(p: {
  fees: FeeAmounts | QuoteFigures;
  testId?: string;
  testIds?: Partial<Record<LineField | 'hkd_total', string>>;
  after?: ReactNode;
  maxWidth?: number;
}) {
  const { t, i18n } = useTranslation();
  // Figures already made carry their HKD conversion; fees (a batch's, or the estimate's FeeQuote,
  // whose `lines` are the engine's explanation lines) are turned into figures here.
  const figures: QuoteFigures = 'hkd' in p.fees ? p.fees : quoteFiguresOf(p.fees);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  const idOf = (field: LineField | 'hkd_total') =>
    p.testIds?.[field] ?? (p.testId ? `${p.testId}-${field.replace(/_/g, '-')}` : undefined);
  const rate = (figures.hkd.rate_micro / 1_000_000).toLocaleString(i18n.language, { maximumFractionDigits: 6 });
  return (
    <Table
      size="small"
      sx={p.maxWidth ? { maxWidth: p.maxWidth, ml: 'auto', mt: 2 } : undefined}
      data-testid={p.testId}
    >
      <TableBody>
        {QUOTE_LINE_FIELDS.filter((f) => ALWAYS.has(f) || figures.lines[f] !== 0).map((f) => (
          <TableRow key={f}>
            <TableCell>{t(QUOTE_LINE_LABELS[f])}</TableCell>
            <TableCell align="right" data-testid={idOf(f)} data-amount={figures.lines[f]}>
              {f === 'coupon_discount' ? '-' : ''}
              {money(figures.lines[f], figures.currency)}
            </TableCell>
          </TableRow>
        ))}
        {figures.currency !== 'HKD' && (
          <TableRow>
            <TableCell>{t('fees.hkdTotal', { rate })}</TableCell>
            <TableCell align="right" data-testid={idOf('hkd_total')} data-amount={figures.hkd.lines.total}>
              {money(figures.hkd.lines.total, 'HKD')}
            </TableCell>
          </TableRow>
        )}
        {p.after}
      </TableBody>
    </Table>
  );
}
