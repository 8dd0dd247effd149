import { DEMO_FX_RATES, convert, toHkd, type FxRateTable } from './fx';
import { codeOf, usd } from '../testing/pricing-errors';

describe('fx', () => {
  it('converts to HKD for payment, rounding up to whole cents', () => {
    // Demo rate US$1 = HKD 7.80: US$48.50 → HKD 378.30 exactly; US$0.01 → HKD 0.078 → 0.08.
    expect(toHkd(usd(4850), DEMO_FX_RATES)).toEqual({ amount: 37830, currency: 'HKD' });
    expect(toHkd(usd(1), DEMO_FX_RATES)).toEqual({ amount: 8, currency: 'HKD' });
    expect(toHkd(usd(1), DEMO_FX_RATES, 'down')).toEqual({ amount: 7, currency: 'HKD' });
  });

  it('uses the inverse rate and crosses through USD when the pair is missing', () => {
    // HKD 78.00 → US$10.00 by the inverse of 7.80.
    expect(convert({ amount: 7800, currency: 'HKD' }, 'USD', DEMO_FX_RATES)).toEqual(usd(1000));
    // TWD has no minor digits: US$10.00 × 32.5 = TWD 325; HKD 78.00 → US$10 → TWD 325.
    expect(convert(usd(1000), 'TWD', DEMO_FX_RATES)).toEqual({ amount: 325, currency: 'TWD' });
    expect(convert({ amount: 7800, currency: 'HKD' }, 'TWD', DEMO_FX_RATES)).toEqual({ amount: 325, currency: 'TWD' });
    // TWD 1 → US$0.0307… → up to 4 cents.
    expect(convert({ amount: 1, currency: 'TWD' }, 'USD', DEMO_FX_RATES)).toEqual(usd(4));
  });

  it('returns the same money for the same currency', () => {
    expect(convert(usd(123), 'USD', { rates: [] })).toEqual(usd(123));
  });

  it('refuses missing or invalid rates with stable codes', () => {
    const onlyTwd: FxRateTable = { rates: [{ from: 'USD', to: 'TWD', rateMicro: 32_500_000 }] };
    expect(codeOf(() => convert(usd(100), 'HKD', onlyTwd))).toBe('PRICING_UNKNOWN_FX_RATE');
    const bad: FxRateTable = { rates: [{ from: 'USD', to: 'HKD', rateMicro: 7.8 }] };
    expect(codeOf(() => convert(usd(100), 'HKD', bad))).toBe('PRICING_INVALID_FX_RATE');
    expect(codeOf(() => convert(usd(1.5), 'HKD', DEMO_FX_RATES))).toBe('PRICING_INVALID_AMOUNT');
  });
});
