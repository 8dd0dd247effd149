import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@shared/i18n/locales';
import { limitInUnits, minorDigits, rateText, RATE_DIGITS, unitsFormat, unitsParse, wholeUnits } from './money-input';

describe('money typed and shown in currency units, kept in cents or micro-units', () => {
  const cents = { format: unitsFormat(2), parse: unitsParse(2), validate: wholeUnits(2) };

  it('shows cents as dollars with the currency’s decimals', () => {
    expect(cents.format(1250)).toBe('12.50');
    expect(cents.format(5)).toBe('0.05');
    expect(cents.format(0)).toBe('0.00');
    expect(cents.format(null)).toBe('');
    expect(cents.format('')).toBe('');
    expect(unitsFormat(minorDigits('TWD'))(250)).toBe('250');
  });

  it('stores a typed amount as whole cents, rounding away floating point noise', () => {
    expect(cents.parse(12.5)).toBe(1250);
    expect(cents.parse('12.50')).toBe(1250);
    expect(cents.parse(1.1)).toBe(110);
    expect(cents.parse(0.29)).toBe(29);
    expect(cents.parse(-1)).toBe(-100);
    expect(cents.parse('')).toBeNull();
    expect(cents.parse(null)).toBeNull();
  });

  it('refuses more decimals than the unit has instead of rounding them away, and keeps what was typed', () => {
    const typed = cents.parse(12.505);
    expect(Number.isInteger(typed)).toBe(false);
    expect(cents.validate(typed)).toEqual({ message: 'admin.validation.decimals', args: { digits: 2 } });
    expect(cents.format(typed)).toBe('12.505');
    expect(cents.validate(cents.parse(12.5))).toBeUndefined();
    expect(cents.validate(null)).toBeUndefined();
    // A whole-unit currency or a percentage asks for a whole number.
    expect(wholeUnits(0)(unitsParse(0)(2.5))).toBe('admin.validation.number');
  });

  it('takes a rate per US dollar as the rate (7.80) and keeps micro-units (7800000)', () => {
    const rate = { format: unitsFormat(RATE_DIGITS, 2), parse: unitsParse(RATE_DIGITS) };
    expect(rate.format(7_800_000)).toBe('7.80');
    expect(rate.format(7_812_345)).toBe('7.812345');
    expect(rate.format(32_500_000)).toBe('32.50');
    expect(rate.parse(7.8)).toBe(7_800_000);
    expect(rate.parse(7.812345)).toBe(7_812_345);
    expect(wholeUnits(RATE_DIGITS)(rate.parse(7.8123456))).toEqual({
      message: 'admin.validation.decimals',
      args: { digits: 6 },
    });
    expect(rateText(7_800_000, 'HKD')).toBe('7.80 HKD');
    expect(rateText(32_500_000, 'TWD')).toBe('32.50 TWD');
    expect(rateText(null, 'HKD')).toBe('—');
  });

  it('says a bound the server gives in stored units in currency units', () => {
    expect(limitInUnits('0', 2)).toBe('0');
    expect(limitInUnits('1', 2)).toBe('0.01');
    expect(limitInUnits('100000000', 2)).toBe('1000000');
    expect(limitInUnits('1', RATE_DIGITS)).toBe('0.000001');
    expect(limitInUnits('250', 0)).toBe('250');
  });
});

describe('money labels of the staff console', () => {
  const ROOT = join(__dirname, '..', '..', '..', '..');
  const text = (locale: string, file: string, path: string): string => {
    const tree = JSON.parse(readFileSync(join(ROOT, 'console', 'shared', 'locales', locale, file), 'utf8')) as Record<
      string,
      unknown
    >;
    const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);
    if (typeof value !== 'string') throw new Error(`${locale}/${file}: no ${path}`);
    return value;
  };
  const MONEY_LABELS: Array<[string, string]> = [
    ['admin.json', 'promo.fields.valueHint'],
    ['admin.json', 'promo.fields.minOrderTotalHkd'],
    ['admin.console.json', 'promo.fieldErrors.value'],
    ['admin.console.json', 'promo.fieldErrors.min_order_total'],
    ['admin.ops.json', 'ops.reference.fields.fee_flat_cents'],
    ['admin.ops.json', 'ops.reference.fields.fee_per_weight_cents'],
    ['admin.ops.json', 'ops.reference.fields.rate_micro'],
  ];

  it.each(LOCALES.map((l) => [l]))('%s: money is labelled in currency units, never cents or micro-units', (locale) => {
    for (const [file, path] of MONEY_LABELS) {
      expect(text(locale, file, path)).not.toMatch(/\bcents?\b|仙|(?<!百)分|1,000,000|micro/i);
    }
    expect(text(locale, 'admin.display.json', 'validation.decimals')).toContain('{{digits}}');
  });
});
