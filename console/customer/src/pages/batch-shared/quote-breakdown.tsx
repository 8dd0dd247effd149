import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The quote module alone (not the machine's index): /pricing shows this too and needs no xstate.
import { quoteFiguresOf, QUOTE_LINE_FIELDS, type QuoteFigures, type QuoteLines } from '@machines/batch/batch.quote';
import type { FeeAmounts } from '@machines/pricing';
import { QUOTE_LINE_LABELS } from '@shared/i18n/quote-lines';
import { formatMoney } from './format';
import { HkdFirst } from './money-headline';

type LineField = keyof QuoteLines;

/** Shown even at zero; the other lines only when they ask for money. */
const ALWAYS: ReadonlySet<LineField> = new Set(['item_subtotal', 'service_fee', 'total']);

/**
 * The breakdown of what the requester pays: the lines of machines/batch `quoteFiguresOf`,
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
    <Box sx={p.maxWidth ? { maxWidth: p.maxWidth, ml: 'auto', mt: 2 } : undefined}>
      {/* What the card is charged comes first, in HKD; the lines below explain it in the shop's currency. */}
      <HkdFirst
        label={t('fees.pay.youPay')}
        hkd={figures.hkd.lines.total}
        original={{ amount: figures.lines.total, currency: figures.currency }}
        testId={idOf('hkd_total') && `${idOf('hkd_total')}-first`}
      />
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
        }}
        data-testid={p.testId}
      >
        <tbody>
          {QUOTE_LINE_FIELDS.filter((f) => ALWAYS.has(f) || figures.lines[f] !== 0).map((f) => (
            <BreakdownRow
              key={f}
              label={t(QUOTE_LINE_LABELS[f])}
              testId={idOf(f)}
              amount={figures.lines[f]}
              text={`${f === 'coupon_discount' ? '-' : ''}${money(figures.lines[f], figures.currency)}`}
            />
          ))}
          {figures.currency !== 'HKD' && (
            <BreakdownRow
              label={t('fees.hkdTotal', { rate })}
              testId={idOf('hkd_total')}
              amount={figures.hkd.lines.total}
              text={money(figures.hkd.lines.total, 'HKD')}
            />
          )}
          {p.after}
        </tbody>
      </Box>
    </Box>
  );
}

const cell: SxProps<Theme> = { py: 0.75, px: 2, borderBottom: 1, borderColor: 'divider', fontSize: '0.875rem' };

/**
 * One line of the breakdown: a plain table row drawn like MUI's small table (MUI's Table parts are
 * about 2 KB gzip that /pricing's first visit does not need).
 */
export function BreakdownRow(p: { label: string; text: string; amount?: number; testId?: string }) {
  return (
    <tr>
      <Box component="td" sx={cell}>
        {p.label}
      </Box>
      <Box component="td" sx={{ ...cell, textAlign: 'right' }} data-testid={p.testId} data-amount={p.amount}>
        {p.text}
      </Box>
    </tr>
  );
}
