import type { QuoteFigures, QuoteLines } from '@contracts/batch/quote';
import type { ItemChangeRow } from '@shared/quote/quote-line-diff';
import { formatLb, formatMoney } from './format';

/** A figure old → new, as written on screen. */
export interface ChangeText {
  before: string;
  now: string;
}

/**
 * A quote line old → new as the requester pays it: in HKD first (the card is charged in HKD), then
 * in the shop's currency the buyer typed, or null when the quote is in HKD already.
 */
export function lineChangeText(
  field: keyof QuoteLines,
  before: QuoteFigures,
  after: QuoteFigures,
  locale: string,
): { hkd: ChangeText; original: ChangeText | null } {
  return {
    hkd: {
      before: formatMoney(before.hkd.lines[field], 'HKD', locale),
      now: formatMoney(after.hkd.lines[field], 'HKD', locale),
    },
    original:
      after.currency === 'HKD'
        ? null
        : {
            before: formatMoney(before.lines[field], before.currency, locale),
            now: formatMoney(after.lines[field], after.currency, locale),
          },
  };
}

/**
 * An item's figure old → new in its own unit: its price and seller shipping in the shop's currency
 * (what the shop asks), its quantity as a count, its weight in pounds through `lb` ("5.00 lb").
 */
export function itemFigureText(
  row: ItemChangeRow,
  currency: string,
  locale: string,
  lb: (value: string) => string,
): ChangeText {
  const text = (value: number): string => {
    if (row.figure === 'quantity') return value.toLocaleString(locale);
    if (row.figure === 'weight') return lb(formatLb(value));
    return formatMoney(value, currency, locale);
  };
  return { before: text(row.before), now: text(row.now) };
}
