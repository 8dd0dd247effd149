import { DEFAULT_FEE_RATES } from '@machines/pricing';
import type { FeeRateRow } from '@contracts/reference';
import { calculate, formatWhole, toFeeRate, type CalculatorInput } from './pricing-quote';

const base: CalculatorInput = {
  origin: 'us',
  destination: 'hk',
  itemPrice: '250',
  localShipping: '10',
  currency: 'USD',
  weight: '3',
  unit: 'LBS',
};

describe('pricing calculator on machines/pricing', () => {
  it('US$250 + US$10 local shipping: fee 31.20 shown rounded up as US$32, shipping 18.50 as US$19', () => {
    const result = calculate(base, DEFAULT_FEE_RATES);
    if (result.kind !== 'ok') throw new Error(result.kind);
    expect(result.figures.serviceFee).toEqual({ amount: 3200, currency: 'USD' });
    expect(result.figures.internationalShipping).toEqual({ amount: 1900, currency: 'USD' });
    // Exact total 250 + 10 + 18.50 + 31.20 = 309.70 → US$310.
    expect(formatWhole(result.figures.total, 'en-HK')).toBe('US$310');
    expect(result.figures.minimumApplied).toBe(false);
    expect(result.hkd.total.currency).toBe('HKD');
  });

  it('a US$20 item carries the US$10 minimum fee', () => {
    const result = calculate({ ...base, itemPrice: '20', localShipping: '0' }, DEFAULT_FEE_RATES);
    if (result.kind !== 'ok') throw new Error(result.kind);
    expect(formatWhole(result.figures.serviceFee, 'en-HK')).toBe('US$10');
    expect(result.figures.minimumApplied).toBe(true);
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
    // 7 + 2 × 4 = 15.
    expect(result.figures.internationalShipping.amount).toBe(1500);
  });

  it('reports an unknown route and invalid input instead of guessing', () => {
    expect(calculate({ ...base, origin: 'hk' }, DEFAULT_FEE_RATES).kind).toBe('noRoute');
    expect(calculate({ ...base, itemPrice: '' }, DEFAULT_FEE_RATES).kind).toBe('invalid');
    expect(calculate({ ...base, itemPrice: '1.234' }, DEFAULT_FEE_RATES).kind).toBe('invalid');
  });
});
