import type { BatchFees } from './batch.types';
import { EMPTY_CONTEXT } from './batch.types';
import { applyEvent } from './batch.context';
import { quoteChanges, quoteOf, quoteRevisionOf, withQuoteRevision } from './batch.quote';

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

const quoted = { ...EMPTY_CONTEXT, fees: fees(), quoteRevision: 1, quoteReason: 'RequestCreated' };

describe('quote revisions', () => {
  it('given no fees, there is no quote (revision 0)', () => {
    expect(quoteRevisionOf(EMPTY_CONTEXT)).toBe(0);
    expect(quoteOf(EMPTY_CONTEXT)).toBeNull();
  });

  it('given a changed line the requester pays, the next revision is made with the event as its reason', () => {
    for (const change of [
      { itemSubtotal: 12001, total: 14501 },
      { couponDiscount: 100, total: 14400 },
      { serviceFee: 0, total: 13500 },
      { localShipping: 300, total: 14800 },
      { currency: 'HKD' as const },
    ]) {
      const after = withQuoteRevision(quoted, { ...quoted, fees: fees(change) }, 'ItemsModified');
      expect([after.quoteRevision, after.quoteReason]).toEqual([2, 'ItemsModified']);
    }
  });

  it('given the same figures (or only the buyer earning changed), the revision stays', () => {
    expect(withQuoteRevision(quoted, { ...quoted, fees: fees() }, 'ItemsModified').quoteRevision).toBe(1);
    expect(withQuoteRevision(quoted, { ...quoted, fees: fees({ buyerEarning: 1 }) }, 'X').quoteRevision).toBe(1);
  });

  it('when events are folded, every money-changing event counts one revision, others none', () => {
    let ctx = applyEvent(EMPTY_CONTEXT, {
      type: 'RequestCreated',
      data: {
        batchNumber: 'B1',
        requesterId: 'r',
        items: [],
        warehouse: 'w',
        delivery: { kind: 'pickup', locationId: 'bns-hq' },
        fees: fees(),
        clonedFrom: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    });
    expect([ctx.quoteRevision, ctx.quoteReason]).toEqual([1, 'RequestCreated']);
    ctx = applyEvent(ctx, { type: 'BuyerRemarkAdded', data: { remark: 'x' } });
    expect(ctx.quoteRevision).toBe(1);
    ctx = applyEvent(ctx, { type: 'ServiceFeeWaived', data: { fees: fees({ serviceFee: 0, total: 13500 }) } });
    expect([ctx.quoteRevision, ctx.quoteReason]).toEqual([2, 'ServiceFeeWaived']);
    ctx = applyEvent(ctx, { type: 'RequestConfirmed', data: {} });
    expect(ctx.quoteRevision).toBe(2);
  });

  it('given a warehouse change, when folded, then no revision and no "fees updated" warning: no figure depends on the warehouse', () => {
    const before = { ...quoted, feesUpdatedByBuyer: false };
    const after = applyEvent(before, { type: 'WarehouseUpdated', data: { warehouse: 'jp' } });
    expect(after.warehouse).toBe('jp');
    expect([after.quoteRevision, after.quoteReason, after.feesUpdatedByBuyer]).toEqual([1, 'RequestCreated', false]);
    expect(after.fees).toEqual(before.fees);
  });

  it('when quoted, every line is also in HKD at the rate used, the total converted as charged', () => {
    expect(quoteOf(quoted)).toMatchObject({
      revision: 1,
      reason: 'RequestCreated',
      currency: 'USD',
      lines: { item_subtotal: 12000, total: 14500 },
      hkd: { rate_micro: 7_800_000, rate_source: 'demo', lines: { item_subtotal: 93600, total: 113100 } },
    });
  });

  it('then the changes list old → new only for the lines that differ', () => {
    const before = quoteOf(quoted)!.lines;
    const after = quoteOf({ ...quoted, fees: fees({ itemSubtotal: 15000, total: 17500 }) })!.lines;
    expect(quoteChanges(before, after)).toEqual([
      { field: 'item_subtotal', from: 12000, to: 15000 },
      { field: 'total', from: 14500, to: 17500 },
    ]);
  });
});
