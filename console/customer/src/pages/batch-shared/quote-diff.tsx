import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuoteFigures, QuoteItemChange, QuoteLines } from '@contracts/batch/quote';
import { QUOTE_LINE_LABELS } from '@shared/i18n/quote-lines';
import { itemChangeRows, quoteChangeTopics, quoteLineRows, type QuoteLineField } from '@shared/quote/quote-line-diff';
import { formatMoney } from './format';
import { itemFigureText, lineChangeText, type ChangeText } from './money-change';

/**
 * What changed between two quotes, line by line (old struck through → new): first each item's own
 * figures that moved (its price, quantity, weight, seller shipping, from the revision's
 * `item_changes`), then the quote's lines in HKD as the card is charged with the shop's currency
 * beside, and what the requester pays old → new. The banner and history of the order page, the
 * quote-changed question before payment and a quote revision after payment read it; the line rows
 * are the console's Before/Now rows (shared).
 */
export function QuoteDiffTable(p: {
  before: QuoteFigures | null;
  after: QuoteFigures;
  items?: readonly QuoteItemChange[];
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const rows = p.before ? quoteLineRows(p.after.lines, p.before.lines, true).filter((r) => r.field !== 'total') : [];
  const prefix = p.testId ?? 'quote';
  const lb = (value: string) => t('batch.items.lb', { value });
  return (
    <Table size="small" data-testid={p.testId}>
      <TableBody>
        {itemChangeRows(p.items).map((r) => (
          <TableRow key={`${r.item_id}-${r.figure}`} data-testid={`${prefix}-item-${r.item_id}-${r.figure}`}>
            <TableCell>
              {t('batch.quoteChange.itemFigure', { name: r.name, figure: t(`batch.quoteChange.figures.${r.figure}`) })}
            </TableCell>
            <TableCell>
              <OldToNew {...itemFigureText(r, p.after.currency, i18n.language, lb)} />
            </TableCell>
          </TableRow>
        ))}
        {p.before &&
          rows.map((r) => (
            <LineChangeRow key={r.field} field={r.field} before={p.before!} after={p.after} prefix={prefix} />
          ))}
        <TableRow
          data-testid={p.before ? `${prefix}-change-total` : undefined}
          data-before={p.before?.lines.total}
          data-now={p.after.lines.total}
        >
          <TableCell>{t('fees.pay.youPay')}</TableCell>
          <TableCell data-testid={`${prefix}-new-hkd-total`} data-amount={p.after.hkd.lines.total}>
            {p.before ? (
              <LineChangeText field="total" before={p.before} after={p.after} />
            ) : (
              <strong>{formatMoney(p.after.hkd.lines.total, 'HKD', i18n.language)}</strong>
            )}
            {!p.before &&
              p.after.currency !== 'HKD' &&
              ` (${formatMoney(p.after.lines.total, p.after.currency, i18n.language)})`}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** One changed line of the quote: its label, then HKD old → new and the shop's currency beside. */
function LineChangeRow(p: { field: QuoteLineField; before: QuoteFigures; after: QuoteFigures; prefix: string }) {
  const { t } = useTranslation();
  return (
    <TableRow
      data-testid={`${p.prefix}-change-${p.field}`}
      data-before={p.before.lines[p.field]}
      data-now={p.after.lines[p.field]}
    >
      <TableCell>{t(QUOTE_LINE_LABELS[p.field])}</TableCell>
      <TableCell>
        <LineChangeText field={p.field} before={p.before} after={p.after} />
      </TableCell>
    </TableRow>
  );
}

function LineChangeText(p: { field: QuoteLineField; before: QuoteFigures; after: QuoteFigures }) {
  const { i18n } = useTranslation();
  const text = lineChangeText(p.field, p.before, p.after, i18n.language);
  return (
    <>
      <OldToNew {...text.hkd} />
      {text.original && ' '}
      {text.original && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          (<OldToNew {...text.original} plain />)
        </Typography>
      )}
    </>
  );
}

/** "old → new": the old figure struck through, the new one strong unless `plain`. */
function OldToNew({ before, now, plain }: ChangeText & { plain?: boolean }) {
  return (
    <>
      <s>{before}</s> → {plain ? now : <strong>{now}</strong>}
    </>
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

/**
 * The note given with the change, when there is one: "Buyer's note: …" unless `by` names someone
 * else (staff's reason with a surcharge reads "Note: …").
 */
export function BuyerNote({
  note,
  by,
  testId,
}: {
  note: string | null | undefined;
  by?: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!note?.trim()) return null;
  const key = !by || by === 'buyer' ? 'batch.quoteChange.buyerNote' : 'batch.quoteChange.note';
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid={testId}>
      {t(key, { note: note.trim() })}
    </Typography>
  );
}
