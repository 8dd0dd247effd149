import type { QuoteFigures, QuoteLines } from '@contracts/batch/quote';
import type { ItemChangeRow } from '@shared/quote/quote-line-diff';
import { quoteLinesOf } from '@shared/testing/quote-lines.fixture';
import { itemFigureText, lineChangeText } from './money-change';

const lines = (item_subtotal: number, total: number): QuoteLines => quoteLinesOf({ item_subtotal, total });

/** A US$ quote converted at 7.8. */
const usd = (subtotal: number, total: number): QuoteFigures => ({
  currency: 'USD',
  lines: lines(subtotal, total),
  hkd: { rate_micro: 7_800_000, rate_source: 'demo', lines: lines(subtotal * 7.8, total * 7.8) },
});

// Money as the requester pays it: a changed line in HKD first, the shop's currency beside it.
describe('money change text', () => {
  it('given a US$ quote, when a line changed, then HKD old → new first and the US$ old → new beside', () => {
    expect(lineChangeText('item_subtotal', usd(4000, 5300), usd(4500, 5800), 'en-HK')).toEqual({
      hkd: { before: 'HK$312.00', now: 'HK$351.00' },
      original: { before: 'US$40.00', now: 'US$45.00' },
    });
  });

  it('given a quote in HKD, then the HKD figures alone', () => {
    const hkd = (total: number): QuoteFigures => ({ ...usd(total, total), currency: 'HKD' });
    expect(lineChangeText('total', hkd(120000), hkd(130000), 'en-HK')).toEqual({
      hkd: { before: 'HK$9,360.00', now: 'HK$10,140.00' },
      original: null,
    });
  });

  it("writes an item's price in the shop's currency, its quantity as a count and its weight in pounds", () => {
    const row = (figure: ItemChangeRow['figure'], before: number, now: number): ItemChangeRow => ({
      item_id: 'i1',
      name: 'Desk fan',
      figure,
      before,
      now,
    });
    const lb = (value: string) => `${value} lb`;
    expect(itemFigureText(row('price', 4000, 4500), 'USD', 'en-HK', lb)).toEqual({
      before: 'US$40.00',
      now: 'US$45.00',
    });
    expect(itemFigureText(row('seller_shipping', 0, 1250), 'TWD', 'en-HK', lb)).toEqual({
      before: 'NT$0',
      now: 'NT$1,250',
    });
    expect(itemFigureText(row('quantity', 1, 2), 'USD', 'zh-HK', lb)).toEqual({ before: '1', now: '2' });
    expect(itemFigureText(row('weight', 300, 525), 'USD', 'en-HK', lb)).toEqual({
      before: '3.00 lb',
      now: '5.25 lb',
    });
  });
});
