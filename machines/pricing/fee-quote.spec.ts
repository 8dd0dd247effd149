import fc from 'fast-check';
import { COUNTRY_IDS, DEFAULT_FEE_RATES } from './fee-rates';
import { quoteFees, sumFeeParts, toFeeAmounts } from './fee-quote';
import type { Coupon, FeeQuoteInput, FeeQuoteOptions } from './fee-quote.types';
import type { CurrencyCode, Money } from './money';
import { errorOf, usd } from '../testing/pricing-errors';

const oneItem = (price: Money, weight?: number): FeeQuoteInput['items'] => [{ price, quantity: 1, weight }];

/*
 * Demo US→HK rate: US$5.00 flat + US$4.50 per lb. An item of unknown weight counts 3.00 lb:
 * 500 + 450 × 3.00 = 1850 cents = US$18.50 international shipping.
 */
describe('quoteFees: service fee', () => {
  it('lifts a small request to the US$10 minimum', () => {
    // US$20 item → 12% = US$2.40 → service fee US$10.00.
    // Total = 20.00 + 18.50 (shipping) + 10.00 = US$48.50. Buyer earns half the fee: US$5.00.
    const q = quoteFees({ currency: 'USD', items: oneItem(usd(2000)) });
    expect(q.serviceFee).toBe(1000);
    expect(q.internationalShipping).toBe(1850);
    expect(q.total).toBe(4850);
    expect(q.buyerEarning).toBe(500);
    expect(q.lines.find((l) => l.field === 'serviceFee')).toMatchObject({
      code: 'pricing.line.service_fee.minimum',
      params: { byRate: 240, minimum: 1000, rate: 1200 },
    });
  });

  it('charges 12% of items plus local shipping above the minimum', () => {
    // US$250 item + US$10 local shipping → 12% × 260.00 = US$31.20.
    // Total = 250.00 + 10.00 + 18.50 + 31.20 = US$309.70.
    const q = quoteFees({ currency: 'USD', items: oneItem(usd(25000)), localShipping: 1000 });
    expect(q.serviceFee).toBe(3120);
    expect(q.total).toBe(30970);
    expect(toFeeAmounts(q)).toEqual({
      currency: 'USD',
      itemSubtotal: 25000,
      sellerShipping: 0,
      localShipping: 1000,
      internationalShipping: 1850,
      additionalFee: 0,
      serviceFee: 3120,
      insuranceFee: 0,
      couponDiscount: 0,
      total: 30970,
      buyerEarning: 1560,
    });
  });

  it('charges 12% of the items only under the items_only reading', () => {
    // 12% × 250.00 = US$30.00; local shipping is not in the basis.
    const q = quoteFees(
      { currency: 'USD', items: oneItem(usd(25000)), localShipping: 1000 },
      { serviceFeeBasis: 'items_only' },
    );
    expect(q.serviceFee).toBe(3000);
    expect(q.total).toBe(25000 + 1000 + 1850 + 3000);
  });

  it('counts the items’ seller shipping as local shipping in the basis', () => {
    // Seller shipping is the request's local shipping (spec §5): US$250 + US$10 seller shipping →
    // 12% × 260.00 = US$31.20, the same as US$10 typed as extra local shipping above.
    // Total = 250.00 + 10.00 + 18.50 + 31.20 = US$309.70.
    const q = quoteFees({ currency: 'USD', items: oneItem(usd(25000)), sellerShipping: 1000 });
    expect(q.serviceFee).toBe(3120);
    expect(q.total).toBe(30970);
    expect(q.lines.find((l) => l.field === 'serviceFee')?.params).toMatchObject({ basis: 26000 });
    // Seller shipping US$10 + extra local shipping US$5 → 12% × 265.00 = US$31.80.
    const both = quoteFees({ currency: 'USD', items: oneItem(usd(25000)), sellerShipping: 1000, localShipping: 500 });
    expect(both.serviceFee).toBe(3180);
    expect(both.total).toBe(25000 + 1000 + 500 + 1850 + 3180);
    // items_only leaves all local shipping out: 12% × 250.00 = US$30.00.
    const itemsOnly = quoteFees(
      { currency: 'USD', items: oneItem(usd(25000)), sellerShipping: 1000, localShipping: 500 },
      { serviceFeeBasis: 'items_only' },
    );
    expect(itemsOnly.serviceFee).toBe(3000);
  });

  it('rounds a fractional cent of the fee up', () => {
    // 2 × US$0.99 + 0 → basis 198 → 12% = 23.76 → 24 cents, below minimum anyway; use no minimum to see it.
    const q = quoteFees({ currency: 'USD', items: [{ price: usd(99), quantity: 2 }] }, { minimumServiceFee: null });
    expect(q.serviceFee).toBe(24);
  });

  it('converts the minimum when the batch currency differs (via fx)', () => {
    // HKD 156.00 item; minimum US$10 × 7.80 = HKD 78.00; 12% × 156 = 18.72 → HKD 78.00.
    // Shipping US$18.50 × 7.80 = HKD 144.30.
    const q = quoteFees({ currency: 'HKD', items: oneItem({ amount: 15600, currency: 'HKD' }) });
    expect(q.serviceFee).toBe(7800);
    expect(q.internationalShipping).toBe(14430);
    expect(q.total).toBe(15600 + 7800 + 14430);
    // TWD has no cents: US$10 × 32.5 = TWD 325.
    const t = quoteFees({ currency: 'TWD', items: oneItem({ amount: 650, currency: 'TWD' }) });
    expect(t.serviceFee).toBe(325);
  });

  it('waives the service fee at the buyer’s request (and the buyer earns nothing from it)', () => {
    const q = quoteFees({ currency: 'USD', items: oneItem(usd(25000)), localShipping: 1000, waiveServiceFee: true });
    expect(q.serviceFee).toBe(0);
    expect(q.buyerEarning).toBe(0);
    expect(q.total).toBe(25000 + 1000 + 1850);
  });

  it('settles fees to whole units on request (spec §9 readings)', () => {
    const input: FeeQuoteInput = { currency: 'USD', items: oneItem(usd(25000)), localShipping: 1000 };
    // 31.20 → 32.00 (rounded up) or 31.00 (rounded down).
    expect(quoteFees(input, { feeRounding: 'whole_up' }).serviceFee).toBe(3200);
    expect(quoteFees(input, { feeRounding: 'whole_down' }).serviceFee).toBe(3100);
    // The minimum survives rounding down.
    expect(quoteFees({ currency: 'USD', items: oneItem(usd(2000)) }, { feeRounding: 'whole_down' }).serviceFee).toBe(
      1000,
    );
  });
});

describe('quoteFees: international shipping', () => {
  it('is flat + per-pound × actual weight (sum of weight × quantity)', () => {
    // 2 × 1.50 lb + 1 × unknown (3.00) = 6.00 lb → 500 + 450 × 6 = US$32.00.
    const q = quoteFees({
      currency: 'USD',
      items: [
        { price: usd(1000), quantity: 2, weight: 150 },
        { price: usd(1000), quantity: 1 },
      ],
    });
    expect(q.chargeableWeight).toBe(600);
    expect(q.internationalShipping).toBe(3200);
  });

  it('rounds the per-pound part up to the cent', () => {
    // 1.01 lb × 450 = 454.5 → 455; + 500 = 955 → under the minimum → 1000. Without minimum 955.
    const q = quoteFees({ currency: 'USD', items: oneItem(usd(1000), 101) }, { minimumInternationalShipping: null });
    expect(q.internationalShipping).toBe(955);
  });

  it('applies the US$10 minimum for international shipping and handling', () => {
    // JP→HK demo: US$3.00 + US$3.50/lb × 0.50 lb = US$4.75 → US$10.00.
    const q = quoteFees({ currency: 'USD', items: oneItem(usd(2000), 50), route: { from: 'jp', to: 'hk' } });
    expect(q.internationalShipping).toBe(1000);
    expect(q.lines.find((l) => l.field === 'internationalShipping')?.code).toBe('pricing.line.international.minimum');
  });

  it('uses the amount the buyer entered when given', () => {
    const q = quoteFees({ currency: 'USD', items: oneItem(usd(2000)), internationalShipping: 777 });
    expect(q.internationalShipping).toBe(777);
  });

  it('refuses an unknown route with a stable code', () => {
    const err = errorOf(() =>
      quoteFees({ currency: 'USD', items: oneItem(usd(2000)), route: { from: 'hk', to: 'us' } }),
    );
    expect(err?.code).toBe('PRICING_UNKNOWN_ROUTE');
    expect(err?.params).toMatchObject({ field: 'route', from: COUNTRY_IDS.hk, to: COUNTRY_IDS.us });
    expect(
      errorOf(() => quoteFees({ currency: 'USD', items: oneItem(usd(1)), route: { from: 'xx', to: 'hk' } }))?.code,
    ).toBe('PRICING_UNKNOWN_COUNTRY');
  });
});

describe('quoteFees: insurance, coupons, validation', () => {
  it('adds insurance only when a rate is given', () => {
    // 1% × (250.00 + 10.00 local) = US$2.60.
    const q = quoteFees({ currency: 'USD', items: oneItem(usd(25000)), localShipping: 1000 }, { insuranceRate: 100 });
    expect(q.insuranceFee).toBe(260);
    expect(q.total).toBe(30970 + 260);
  });

  it('applies a coupon to the service fee by default, never below zero', () => {
    // US$50 coupon on a US$10 service fee → discount capped at US$10; total 48.50 − 10 = 38.50.
    const q = quoteFees({ currency: 'USD', items: oneItem(usd(2000)), coupon: { kind: 'amount', amount: usd(5000) } });
    expect(q.couponDiscount).toBe(1000);
    expect(q.serviceFee).toBe(1000);
    expect(q.total).toBe(3850);
    // 10% off a US$31.20 fee = US$3.12.
    const p = quoteFees({
      currency: 'USD',
      items: oneItem(usd(25000)),
      localShipping: 1000,
      coupon: { kind: 'percent', basisPoints: 1000 },
    });
    expect(p.couponDiscount).toBe(312);
  });

  it('never makes the total negative when the coupon applies to the total', () => {
    // US$1000 coupon on a US$48.50 order → discount 48.50, total 0.
    const q = quoteFees(
      { currency: 'USD', items: oneItem(usd(2000)), coupon: { kind: 'amount', amount: usd(100000) } },
      { couponAppliesTo: 'total' },
    );
    expect(q.couponDiscount).toBe(4850);
    expect(q.total).toBe(0);
  });

  it('converts an amount coupon rounding down and caps a percent coupon', () => {
    // US$1.00 coupon on an HKD order = HKD 7.80.
    const q = quoteFees({
      currency: 'HKD',
      items: oneItem({ amount: 15600, currency: 'HKD' }),
      coupon: { kind: 'amount', amount: usd(100) },
    });
    expect(q.couponDiscount).toBe(780);
    const capped: Coupon = { kind: 'percent', basisPoints: 5000, maxDiscount: usd(500) };
    expect(
      quoteFees({ currency: 'USD', items: oneItem(usd(25000)), localShipping: 1000, coupon: capped }).couponDiscount,
    ).toBe(500);
  });

  it('names the bad field', () => {
    expect(errorOf(() => quoteFees({ currency: 'USD', items: oneItem(usd(10.5)) }))?.params).toEqual({
      field: 'items[0].price.amount',
    });
    expect(errorOf(() => quoteFees({ currency: 'USD', items: oneItem(usd(100)), localShipping: -1 }))?.params).toEqual({
      field: 'localShipping',
    });
    expect(errorOf(() => quoteFees({ currency: 'USD', items: [{ price: usd(1), quantity: 0 }] }))?.code).toBe(
      'PRICING_INVALID_QUANTITY',
    );
    expect(errorOf(() => quoteFees({ currency: 'USD', items: oneItem(usd(1)) }, { serviceFeeRate: 1.5 }))?.code).toBe(
      'PRICING_INVALID_OPTION',
    );
    expect(
      errorOf(() =>
        quoteFees({ currency: 'USD', items: oneItem(usd(1)), coupon: { kind: 'percent', basisPoints: 20000 } }),
      )?.code,
    ).toBe('PRICING_INVALID_OPTION');
  });
});

describe('quoteFees: properties', () => {
  const currency = fc.constantFrom<CurrencyCode>('USD', 'HKD', 'TWD');
  const amount = fc.integer({ min: 0, max: 5_000_000 });
  const item = fc.record({
    price: fc.record({ amount, currency }),
    quantity: fc.integer({ min: 1, max: 20 }),
    weight: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
  });
  const coupon: fc.Arbitrary<Coupon | null> = fc.oneof(
    fc.constant(null),
    fc.record({ kind: fc.constant('amount' as const), amount: fc.record({ amount, currency }) }),
    fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 0, max: 10000 }) }),
  );
  const route = fc.constantFrom(...DEFAULT_FEE_RATES.map((r) => ({ from: r.feeCountryFrom, to: r.feeCountryTo })));
  const input: fc.Arbitrary<FeeQuoteInput> = fc.record({
    currency,
    items: fc.array(item, { minLength: 1, maxLength: 6 }),
    route,
    sellerShipping: amount,
    localShipping: amount,
    additionalFee: amount,
    internationalShipping: fc.option(amount, { nil: null }),
    coupon,
    waiveServiceFee: fc.boolean(),
  });
  const options: fc.Arbitrary<FeeQuoteOptions> = fc.record({
    serviceFeeBasis: fc.constantFrom('items_and_local_shipping' as const, 'items_only' as const),
    insuranceRate: fc.integer({ min: 0, max: 500 }),
    couponAppliesTo: fc.constantFrom('service_fee' as const, 'total' as const),
    feeRounding: fc.constantFrom('cents' as const, 'whole_up' as const, 'whole_down' as const),
  });

  it('outputs non-negative integers and a total equal to the sum of its parts', () => {
    fc.assert(
      fc.property(input, options, (i, o) => {
        const q = quoteFees(i, o);
        const amounts = toFeeAmounts(q);
        for (const [k, v] of Object.entries(amounts)) {
          if (k === 'currency') continue;
          expect(Number.isSafeInteger(v) && (v as number) >= 0).toBe(true);
        }
        expect(q.total).toBe(sumFeeParts(q));
        expect(q.currency).toBe(i.currency);
        // The minimum holds unless waived; the coupon never exceeds what it discounts.
        if (!i.waiveServiceFee) expect(q.serviceFee).toBeGreaterThan(0);
        if (o.couponAppliesTo === 'service_fee') expect(q.couponDiscount).toBeLessThanOrEqual(q.serviceFee);
        expect(q.buyerEarning).toBeLessThanOrEqual(q.serviceFee);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic (pure)', () => {
    fc.assert(
      fc.property(input, options, (i, o) => expect(quoteFees(i, o)).toEqual(quoteFees(i, o))),
      { numRuns: 50 },
    );
  });
});
