import fc from 'fast-check';
import { quoteFees } from './fee-quote';
import type { FeeAmounts } from './fee-quote.types';
import { estimateRefund, type RefundOrder, type RefundOrderItem } from './refund-estimate';
import { errorOf, usd } from '../testing/pricing-errors';

/** An order priced by quoteFees itself, so the refund sees real charged fees. */
function order(
  items: RefundOrderItem[],
  extra: { localShipping?: number; sellerShipping?: number; couponOff?: number } = {},
): RefundOrder {
  const q = quoteFees({
    currency: 'USD',
    items: items.map((i) => ({ price: i.price, quantity: i.quantity })),
    localShipping: extra.localShipping,
    sellerShipping: extra.sellerShipping,
    coupon: extra.couponOff ? { kind: 'amount', amount: usd(extra.couponOff) } : null,
  });
  const { lines: _l, chargeableWeight: _w, ...fees } = q;
  return { fees, items };
}

describe('estimateRefund: the items’ seller shipping is local shipping', () => {
  /*
   * A US$100 + B US$100 with US$10.00 seller shipping → fee 12% × 210.00 = US$25.20.
   */
  const o = order(
    [
      { id: 'A', price: usd(10000), quantity: 1 },
      { id: 'B', price: usd(10000), quantity: 1 },
    ],
    { sellerShipping: 1000 },
  );

  it('refunds it pro rata and keeps what is left in the recomputed fee basis', () => {
    expect(o.fees.serviceFee).toBe(2520);
    // Refund A (half the item value): local shipping 10.00 × 100/200 = US$5.00 back. What remains:
    // 100.00 + 5.00 → 12% = US$12.60, so 25.20 − 12.60 = US$12.60 of the fee back.
    const r = estimateRefund(o, [{ itemId: 'A', quantity: 1 }]);
    expect(r.remainingServiceFee).toBe(1260);
    expect(r.details).toMatchObject({
      refund_subtotal: 10000,
      refund_local_shipping_fee: 500,
      refund_service_fee: 1260,
      refund_total: 11760,
    });
    // Then B, the rest: the other US$5.00 of local shipping and the US$12.60 fee come back.
    const later: RefundOrder = {
      ...o,
      items: [
        { id: 'A', price: usd(10000), quantity: 1, refundedQuantity: 1 },
        { id: 'B', price: usd(10000), quantity: 1 },
      ],
      alreadyRefunded: { serviceFee: 1260, localShippingFee: 500, total: 11760 },
    };
    const rest = estimateRefund(later, [{ itemId: 'B', quantity: 1 }]);
    expect(rest.wholeOrder).toBe(true);
    expect(rest.details).toMatchObject({
      refund_subtotal: 10000,
      refund_local_shipping_fee: 500,
      refund_service_fee: 1260,
      refund_total: 11760,
    });
  });

  it('gives none of it back with localShippingRefund none, and the fee basis keeps all of it', () => {
    // Remaining 100.00 + 10.00 → 12% = US$13.20; 25.20 − 13.20 = US$12.00 back.
    const r = estimateRefund(o, [{ itemId: 'A', quantity: 1 }], 0, { localShippingRefund: 'none' });
    expect(r.details).toMatchObject({ refund_local_shipping_fee: 0, refund_service_fee: 1200, refund_total: 11200 });
  });
});

describe('estimateRefund: service fee floor', () => {
  /*
   * Items A US$20 + B US$30 → 12% × 50 = US$6.00 → minimum US$10.00 service fee.
   * Shipping 6.00 lb → 5.00 + 4.50 × 6 = US$32.00. Total US$92.00.
   */
  const small = order([
    { id: 'A', price: usd(2000), quantity: 1 },
    { id: 'B', price: usd(3000), quantity: 1 },
  ]);

  it('keeps the US$10 service fee when only part is refunded', () => {
    // Refund A: what remains (US$30 → 12% = 3.60) is lifted to the US$10 floor → no fee back.
    const r = estimateRefund(small, [{ itemId: 'A', quantity: 1 }]);
    expect(r.wholeOrder).toBe(false);
    expect(r.remainingServiceFee).toBe(1000);
    expect(r.details).toMatchObject({ refund_subtotal: 2000, refund_service_fee: 0, refund_total: 2000 });
    // US$20.00 × 7.80 = HKD 156.00.
    expect(r.details.local_refund_total).toBe(15600);
    expect(r.details.local_currency).toBe('HKD');
  });

  it('returns the whole service fee when everything is refunded', () => {
    const r = estimateRefund(small, [
      { itemId: 'A', quantity: 1 },
      { itemId: 'B', quantity: 1 },
    ]);
    expect(r.wholeOrder).toBe(true);
    expect(r.details).toMatchObject({ refund_subtotal: 5000, refund_service_fee: 1000, refund_total: 6000 });
  });

  it('refunds only down to the floor', () => {
    // A US$100 + B US$20 → fee US$14.40. Refund A: 12% × 20 = 2.40 → floor US$10 → US$4.40 back.
    const o = order([
      { id: 'A', price: usd(10000), quantity: 1 },
      { id: 'B', price: usd(2000), quantity: 1 },
    ]);
    expect(o.fees.serviceFee).toBe(1440);
    const r = estimateRefund(o, [{ itemId: 'A', quantity: 1 }]);
    expect(r.details.refund_service_fee).toBe(440);
    expect(r.details.refund_total).toBe(10440);
    // Later refund of B (the rest): the remaining US$10 comes back.
    const later: RefundOrder = {
      ...o,
      items: [
        { id: 'A', price: usd(10000), quantity: 1, refundedQuantity: 1 },
        { id: 'B', price: usd(2000), quantity: 1 },
      ],
      alreadyRefunded: { serviceFee: 440, total: 10440 },
    };
    const r2 = estimateRefund(later, [{ itemId: 'B', quantity: 1 }]);
    expect(r2.wholeOrder).toBe(true);
    expect(r2.details.refund_service_fee).toBe(1000);
    expect(r2.details.refund_total).toBe(3000);
  });

  it('recomputes 12% above the floor, with local shipping pro rata', () => {
    // A US$200 + B US$100 + US$10 local → fee 12% × 310 = US$37.20.
    // Refund A: local 10.00 × 200/300 = 6.666 → 6.66 back; 3.34 stays.
    // Remaining fee 12% × (100 + 3.34) = 12.4008 → 12.41; refund 37.20 − 12.41 = 24.79.
    const o = order(
      [
        { id: 'A', price: usd(20000), quantity: 1 },
        { id: 'B', price: usd(10000), quantity: 1 },
      ],
      { localShipping: 1000 },
    );
    expect(o.fees.serviceFee).toBe(3720);
    const r = estimateRefund(o, [{ itemId: 'A', quantity: 1 }]);
    expect(r.details).toMatchObject({ refund_local_shipping_fee: 666, refund_service_fee: 2479, refund_total: 23145 });
    // Without a local-shipping refund: remaining fee 12% × 110 = 13.20 → 24.00 back.
    const n = estimateRefund(o, [{ itemId: 'A', quantity: 1 }], 0, { localShippingRefund: 'none' });
    expect(n.details).toMatchObject({ refund_local_shipping_fee: 0, refund_service_fee: 2400, refund_total: 22400 });
  });
});

describe('estimateRefund: other parts', () => {
  const o = order([{ id: 'A', price: usd(5000), quantity: 3 }]);

  it('refunds part of a quantity, additional refund and keeps back the per-transaction cost', () => {
    // 3 × US$50 → fee 12% × 150 = US$18. Refund 1 unit: fee on the remaining 100 is US$12 → US$6 back.
    // 50 + 6 + 5 additional − 3 card cost = US$58.
    const r = estimateRefund(o, [{ itemId: 'A', quantity: 1 }], 500, { perTransactionCost: 300 });
    expect(r.details).toMatchObject({
      refund_subtotal: 5000,
      refund_service_fee: 600,
      refund_additional: 500,
      refund_per_transaction_cost: 300,
      refund_tax: 0,
      refund_total: 5800,
    });
  });

  it('keeps a coupon back from the service fee on a whole refund', () => {
    // US$20 item, fee US$10, coupon US$4 → only US$6 of the fee was paid and comes back.
    const c = order([{ id: 'A', price: usd(2000), quantity: 1 }], { couponOff: 400 });
    expect(estimateRefund(c, [{ itemId: 'A', quantity: 1 }]).details.refund_service_fee).toBe(600);
  });

  it('uses the HKD actually paid pro rata when known', () => {
    // Paid HKD for the whole US$ total; refunding it all returns exactly the HKD paid.
    const paid: RefundOrder = { ...o, paidLocalTotal: { amount: 123457, currency: 'HKD' } };
    const r = estimateRefund(paid, [{ itemId: 'A', quantity: 3 }], o.fees.total - 15000 - o.fees.serviceFee);
    expect(r.details.refund_total).toBe(o.fees.total);
    expect(r.details.local_refund_total).toBe(123457);
  });

  it('refuses unknown items, excess quantities and refunds above what was paid', () => {
    expect(errorOf(() => estimateRefund(o, [{ itemId: 'Z', quantity: 1 }]))?.code).toBe('PRICING_REFUND_ITEM_UNKNOWN');
    expect(errorOf(() => estimateRefund(o, [{ itemId: 'A', quantity: 4 }]))?.code).toBe(
      'PRICING_REFUND_QUANTITY_EXCEEDED',
    );
    expect(
      errorOf(() =>
        estimateRefund(o, [
          { itemId: 'A', quantity: 2 },
          { itemId: 'A', quantity: 2 },
        ]),
      )?.code,
    ).toBe('PRICING_REFUND_QUANTITY_EXCEEDED');
    const err = errorOf(() => estimateRefund(o, [], o.fees.total + 1));
    expect(err?.code).toBe('PRICING_REFUND_EXCEEDS_ORDER');
    expect(err?.params.field).toBe('additional_refund');
    expect(errorOf(() => estimateRefund(o, [], 1.5))?.params).toEqual({ field: 'additional_refund' });
  });
});

describe('estimateRefund: properties', () => {
  const itemsArb = fc.array(
    fc.record({
      price: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      refund: fc.integer({ min: 0, max: 5 }),
    }),
    { minLength: 1, maxLength: 5 },
  );

  it('never goes negative, never exceeds what was paid, and keeps the floor unless all is refunded', () => {
    fc.assert(
      fc.property(
        itemsArb,
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 2000 }),
        (rows, local, coupon) => {
          const items = rows.map((r, i) => ({ id: `i${i}`, price: usd(r.price), quantity: r.quantity }));
          const o = order(items, { localShipping: local, couponOff: coupon });
          const refunded = rows.flatMap((r, i) =>
            Math.min(r.refund, r.quantity) > 0 ? [{ itemId: `i${i}`, quantity: Math.min(r.refund, r.quantity) }] : [],
          );
          const r = estimateRefund(o, refunded);
          const fees: FeeAmounts = o.fees;
          for (const v of Object.values(r.details))
            if (typeof v === 'number') expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          expect(r.details.refund_total).toBeLessThanOrEqual(fees.total);
          if (r.wholeOrder)
            expect(r.details.refund_service_fee).toBe(Math.max(0, fees.serviceFee - fees.couponDiscount));
          else expect(r.remainingServiceFee).toBeGreaterThanOrEqual(Math.min(fees.serviceFee, 1000));
        },
      ),
      { numRuns: 300 },
    );
  });
});
