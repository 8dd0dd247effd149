import { DEFAULT_FEE_RATES, DEMO_FX_RATES, quoteRequest } from '@machines/pricing';
import type { FeeRateRow } from '@contracts/reference';
import { emptyItem } from '../batch-request/request-form';
import { estimateFees } from '../batch-request/request-estimate';
import { calculate, toFeeRate, type CalculatorInput } from './pricing-quote';

const base: CalculatorInput = {
  origin: 'us',
  destination: 'hk',
  itemPrice: '250',
  localShipping: '10',
  currency: 'USD',
  weight: '3',
  unit: 'LBS',
};

const ok = (input: CalculatorInput) => {
  const result = calculate(input, DEFAULT_FEE_RATES);
  if (result.kind !== 'ok') throw new Error(result.kind);
  return result;
};

describe('pricing calculator on machines/pricing', () => {
  it('US$250 + US$10 local shipping: the exact figures the quote charges (fee 31.20, shipping 18.50, total 309.70)', () => {
    const { quote, minimumApplied } = ok(base);
    expect(quote).toMatchObject({
      currency: 'USD',
      itemSubtotal: 25000,
      // The typed shipping is the item's seller shipping, where the buyer's quote puts it.
      sellerShipping: 1000,
      localShipping: 0,
      internationalShipping: 1850,
      serviceFee: 3120,
      total: 30970,
    });
    expect(minimumApplied).toBe(false);
  });

  it('gives the server quote of the same item with that seller shipping, and the same fee as extra local shipping', () => {
    // The server prices a batch with quoteRequest on its items (src/batch/pricing/batch-fee-quote.ts),
    // each carrying its seller shipping: US$250 + US$10 → 12% × 260.00 = US$31.20 either way.
    const item = { price: { amount: 25000, currency: 'USD' as const }, quantity: 1, weight: 300 };
    const route = { fromCountry: 'us', toCountry: 'hk' };
    const options = { feeRates: DEFAULT_FEE_RATES, fxRates: DEMO_FX_RATES };
    const server = quoteRequest([{ ...item, ...route, sellerShipping: 1000 }], {}, options);
    const { quote } = ok(base);
    expect(quote).toEqual(server);
    const asExtra = quoteRequest([{ ...item, ...route }], { localShipping: 1000 }, options);
    expect(asExtra.serviceFee).toBe(3120);
    expect(asExtra.total).toBe(quote.total);
  });

  it('a US$20 item carries the US$10 minimum fee', () => {
    const { quote, minimumApplied } = ok({ ...base, itemPrice: '20', localShipping: '0' });
    expect(quote.serviceFee).toBe(1000);
    expect(minimumApplied).toBe(true);
  });

  it('gives the request form estimate for the same item, in every currency and unit', () => {
    for (const [itemPrice, currency, weight, unit] of [
      ['250', 'USD', '2.5', 'LBS'],
      ['19.99', 'USD', '', 'LBS'],
      ['1234.5', 'HKD', '1.3', 'KG'],
      ['4000', 'TWD', '20', 'OZ'],
    ] as const) {
      const { quote } = ok({ ...base, itemPrice, currency, weight, unit, localShipping: '0' });
      const form = estimateFees([{ ...emptyItem(), price: itemPrice, currency, weight, unit }], DEFAULT_FEE_RATES);
      expect(form).toEqual(quote);
    }
  });

  it('uses the rates it is given: server rows replace the defaults', () => {
    const row: FeeRateRow = {
      fee_country_from: 1,
      fee_country_to: 2,
      price_type: 'USD',
      weight_type: 1,
      fee_flat: '7.00',
      fee_per_weight: '2.00',
      fee_flat_cents: 700,
      fee_per_weight_cents: 200,
    };
    const result = calculate({ ...base, weight: '4' }, [toFeeRate(row)]);
    if (result.kind !== 'ok') throw new Error(result.kind);
    // 7 + 2 × 4 = 15, over the US$10 minimum.
    expect(result.quote.internationalShipping).toBe(1500);
  });

  it('reports an unknown route and invalid input instead of guessing', () => {
    expect(calculate({ ...base, origin: 'hk' }, DEFAULT_FEE_RATES).kind).toBe('noRoute');
    expect(calculate({ ...base, itemPrice: '' }, DEFAULT_FEE_RATES).kind).toBe('invalid');
    expect(calculate({ ...base, itemPrice: '1.234' }, DEFAULT_FEE_RATES).kind).toBe('invalid');
  });
});
