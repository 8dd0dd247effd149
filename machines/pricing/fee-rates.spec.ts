import {
  COUNTRY_IDS,
  DEFAULT_FEE_RATES,
  DEFAULT_ROUTE,
  findFeeRate,
  resolveCountryId,
  validateFeeRate,
} from './fee-rates';
import { PricingError } from './pricing.errors';

describe('fee rates', () => {
  it('defaults to the spec route: from country 1 (us) to 2 (hk)', () => {
    expect(DEFAULT_ROUTE).toEqual({ from: 1, to: 2 });
    expect(findFeeRate(DEFAULT_FEE_RATES)).toMatchObject({
      feeCountryFrom: 1,
      feeCountryTo: 2,
      weightType: 1,
      priceType: 'USD',
    });
  });

  it('looks routes up by id or shortcode', () => {
    expect(findFeeRate(DEFAULT_FEE_RATES, 'jp', 'hk')).toBe(findFeeRate(DEFAULT_FEE_RATES, COUNTRY_IDS.jp, 2));
    expect(resolveCountryId('UK')).toBe(COUNTRY_IDS.uk);
  });

  it('names both ends of an unknown route', () => {
    try {
      findFeeRate(DEFAULT_FEE_RATES, 'hk', 'jp');
      throw new Error('expected a PricingError');
    } catch (e) {
      expect(e).toBeInstanceOf(PricingError);
      expect((e as PricingError).toBody()).toEqual({
        code: 'PRICING_UNKNOWN_ROUTE',
        message: 'No fee rate for this route.',
        params: { field: 'route', from: 2, to: 5 },
      });
    }
  });

  it('ships a seed table of valid, unique demo rows', () => {
    DEFAULT_FEE_RATES.forEach((row, i) => expect(validateFeeRate(row, i)).toBe(row));
    const keys = DEFAULT_FEE_RATES.map((r) => `${r.feeCountryFrom}-${r.feeCountryTo}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Taiwan is excluded from destinations (spec §3).
    expect(DEFAULT_FEE_RATES.some((r) => r.feeCountryTo === COUNTRY_IDS.tw)).toBe(false);
  });
});
