import {
  add,
  compare,
  displayWholeUnits,
  fromMajor,
  money,
  multiply,
  parseCurrency,
  percentage,
  prorate,
  subtract,
  subtractFloorZero,
  toMajorString,
} from './money';
import { PricingError } from './pricing.errors';
import { codeOf, usd } from '../testing/pricing-errors';

describe('money', () => {
  it('guards integer, non-negative minor units with a stable code naming the field', () => {
    expect(codeOf(() => money(10.5, 'USD'))).toBe('PRICING_INVALID_AMOUNT');
    expect(codeOf(() => money(-1, 'USD'))).toBe('PRICING_INVALID_AMOUNT');
    expect(codeOf(() => money(Number.NaN, 'USD'))).toBe('PRICING_INVALID_AMOUNT');
    try {
      money(1.5, 'HKD', 'price');
    } catch (e) {
      expect((e as PricingError).params).toEqual({ field: 'price' });
    }
  });

  it('parses major units exactly per currency digits (USD 2, HKD 2, TWD 0)', () => {
    expect(fromMajor('250', 'USD')).toEqual(usd(25000));
    expect(fromMajor(19.99, 'USD')).toEqual(usd(1999)); // never 1998.9999…
    expect(fromMajor('0.1', 'HKD')).toEqual({ amount: 10, currency: 'HKD' });
    expect(fromMajor('1200', 'TWD')).toEqual({ amount: 1200, currency: 'TWD' });
    expect(fromMajor('1200.00', 'TWD')).toEqual({ amount: 1200, currency: 'TWD' });
    expect(codeOf(() => fromMajor('1200.5', 'TWD'))).toBe('PRICING_INVALID_AMOUNT');
    expect(codeOf(() => fromMajor('1.999', 'USD'))).toBe('PRICING_INVALID_AMOUNT');
    expect(codeOf(() => fromMajor('-3', 'USD'))).toBe('PRICING_INVALID_AMOUNT');
    expect(codeOf(() => fromMajor('abc', 'USD'))).toBe('PRICING_INVALID_AMOUNT');
  });

  it('treats NTD as an alias of TWD', () => {
    expect(parseCurrency('ntd')).toBe('TWD');
    expect(parseCurrency('hkd')).toBe('HKD');
    expect(codeOf(() => parseCurrency('EUR'))).toBe('PRICING_UNKNOWN_CURRENCY');
  });

  it('adds, subtracts and multiplies only within one currency', () => {
    expect(add(usd(100), usd(250))).toEqual(usd(350));
    expect(subtract(usd(300), usd(100))).toEqual(usd(200));
    expect(codeOf(() => subtract(usd(100), usd(300)))).toBe('PRICING_NEGATIVE_RESULT');
    expect(subtractFloorZero(usd(100), usd(300))).toEqual(usd(0));
    expect(codeOf(() => add(usd(1), { amount: 1, currency: 'HKD' }))).toBe('PRICING_CURRENCY_MISMATCH');
    expect(multiply(usd(1999), 3)).toEqual(usd(5997));
    expect(codeOf(() => multiply(usd(1), 1.5))).toBe('PRICING_INVALID_QUANTITY');
    expect(compare(usd(1), usd(2))).toBe(-1);
  });

  it('takes percentages in basis points with an explicit rounding mode', () => {
    // 12% of US$20.00 = US$2.40 exactly.
    expect(percentage(usd(2000), 1200, 'up')).toEqual(usd(240));
    // 12% of US$0.99 = 11.88 cents → up 12, down 11, half_up 12.
    expect(percentage(usd(99), 1200, 'up').amount).toBe(12);
    expect(percentage(usd(99), 1200, 'down').amount).toBe(11);
    expect(percentage(usd(99), 1200, 'half_up').amount).toBe(12);
    // 1/3 of 100 cents.
    expect(prorate(usd(100), 1, 3, 'down').amount).toBe(33);
    expect(prorate(usd(100), 1, 3, 'up').amount).toBe(34);
  });

  it('rounds to whole units for display (up by default, down as the other reading)', () => {
    // US$31.20 → US$32; HKD 243.01 → HKD 244; exact stays; TWD is already whole.
    expect(displayWholeUnits(usd(3120))).toEqual(usd(3200));
    expect(displayWholeUnits({ amount: 24301, currency: 'HKD' })).toEqual({ amount: 24400, currency: 'HKD' });
    expect(displayWholeUnits(usd(1000))).toEqual(usd(1000));
    expect(displayWholeUnits(usd(3120), 'down')).toEqual(usd(3100));
    expect(displayWholeUnits({ amount: 1013, currency: 'TWD' })).toEqual({ amount: 1013, currency: 'TWD' });
    expect(toMajorString(usd(3120))).toBe('31.20');
    expect(toMajorString(usd(5))).toBe('0.05');
    expect(toMajorString({ amount: 1013, currency: 'TWD' })).toBe('1013');
  });
});
