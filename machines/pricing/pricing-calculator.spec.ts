import { calculatePrice, type PricingCalculatorInput } from './pricing-calculator';
import { codeOf } from '../testing/pricing-errors';

/** The page's usual route, US to Hong Kong: the cases below differ in the item, currency and weight. */
const usToHk = (form: Omit<PricingCalculatorInput, 'origin' | 'destination'>) =>
  calculatePrice({ origin: 'us', destination: 'hk', ...form });

describe('pricing calculator (/pricing page)', () => {
  it('quotes a US$250, 1 kg item from the US to Hong Kong, in USD and HKD', () => {
    // 1 kg → 2.21 lb. Shipping 5.00 + 4.50 × 2.21 = 14.945 → US$14.95.
    // Service 12% × 250 = US$30.00. Total 250 + 14.95 + 30 = US$294.95 → shown as US$295.
    // HKD (7.80): item 1950.00, service 234.00, shipping 116.61, total 2300.61 → shown HKD 2301.
    const e = usToHk({ itemPrice: '250', currency: 'USD', weight: '1', unit: 'KG' });
    expect(e.weight).toBe(221);
    expect(e.figures.serviceFee.amount).toBe(3000);
    expect(e.figures.internationalShipping.amount).toBe(1495);
    expect(e.figures.total).toEqual({ amount: 29495, currency: 'USD' });
    expect(e.display.total).toEqual({ amount: 29500, currency: 'USD' });
    expect(e.hkd.total).toEqual({ amount: 230061, currency: 'HKD' });
    expect(e.hkd.serviceFee.amount).toBe(23400);
    expect(e.hkdDisplay.total.amount).toBe(230100);
  });

  it('uses 3.00 lb when the weight is left empty and shows the US$10 minimum', () => {
    // US$20 → fee US$10 (minimum), shipping 5.00 + 4.50 × 3 = 18.50, total 48.50; HKD 378.30.
    const e = calculatePrice({ origin: 1, destination: 2, itemPrice: 20, currency: 'usd', weight: '' });
    expect(e.weight).toBe(300);
    expect(e.figures.serviceFee.amount).toBe(1000);
    expect(e.figures.total.amount).toBe(4850);
    expect(e.hkd.total.amount).toBe(37830);
  });

  it('accepts NTD and ounces', () => {
    // TWD 650 (≈ US$20), 16 oz = 1.00 lb → shipping 5.00 + 4.50 = 9.50 → minimum US$10 → TWD 325; fee TWD 325.
    const e = usToHk({ itemPrice: '650', currency: 'NTD', weight: 16, unit: 'oz' });
    expect(e.currency).toBe('TWD');
    expect(e.weight).toBe(100);
    expect(e.figures.internationalShipping.amount).toBe(325);
    expect(e.figures.serviceFee.amount).toBe(325);
    expect(e.figures.total.amount).toBe(650 + 325 + 325);
  });

  it('reports bad input with stable codes', () => {
    expect(codeOf(() => usToHk({ itemPrice: 'ten', currency: 'USD' }))).toBe('PRICING_INVALID_AMOUNT');
    expect(codeOf(() => usToHk({ itemPrice: '10', currency: 'EUR' }))).toBe('PRICING_UNKNOWN_CURRENCY');
    expect(codeOf(() => calculatePrice({ origin: 'us', destination: 'tw', itemPrice: '10', currency: 'USD' }))).toBe(
      'PRICING_UNKNOWN_ROUTE',
    );
    expect(codeOf(() => usToHk({ itemPrice: '10', currency: 'USD', weight: '-1' }))).toBe('PRICING_INVALID_WEIGHT');
  });
});
