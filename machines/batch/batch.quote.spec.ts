import type { BatchFees } from './batch.types';
import { quoteChanges, quoteOf, quoteRevisionOf } from './batch.quote';

const fees = (over: Partial<BatchFees> = {}): BatchFees => ({
  currency: 'USD',
  itemSubtotal: 12000,
  sellerShipping: 0,
  localShipping: 0,
  internationalShipping: 1500,
  additionalFee: 0,
  serviceFee: 1000,
  insuranceFee: 0,
  couponDiscount: 0,
  total: 14500,
  buyerEarning: 800,
  ...over,
});

describe('quote revisions', () => {
  it('given the same figures, the revision is the same; given any changed line the requester pays, it changes', () => {
    expect(quoteRevisionOf(fees())).toBe(quoteRevisionOf(fees()));
    expect(quoteRevisionOf(fees())).toMatch(/^q[0-9a-f]{16}$/);
    for (const change of [
      { itemSubtotal: 12001, total: 14501 },
      { couponDiscount: 100, total: 14400 },
      { serviceFee: 0, total: 13500 },
      { localShipping: 300, total: 14800 },
      { currency: 'HKD' as const },
    ])
      expect(quoteRevisionOf(fees(change))).not.toBe(quoteRevisionOf(fees()));
    // The buyer's earning is not what the requester pays.
    expect(quoteRevisionOf(fees({ buyerEarning: 1 }))).toBe(quoteRevisionOf(fees()));
    expect(quoteRevisionOf(null)).toBe('none');
  });

  it('when quoted, every line is also in HKD at the rate used, the total converted as charged', () => {
    const quote = quoteOf(fees());
    expect(quote).toMatchObject({
      currency: 'USD',
      lines: { item_subtotal: 12000, total: 14500 },
      hkd: { rate_micro: 7_800_000, rate_source: 'demo', lines: { item_subtotal: 93600, total: 113100 } },
    });
    expect(quoteOf(null)).toBeNull();
  });

  it('then the changes list old → new only for the lines that differ', () => {
    const before = quoteOf(fees())!.lines;
    const after = quoteOf(fees({ itemSubtotal: 15000, total: 17500 }))!.lines;
    expect(quoteChanges(before, after)).toEqual([
      { field: 'item_subtotal', from: 12000, to: 15000 },
      { field: 'total', from: 14500, to: 17500 },
    ]);
  });
});
