/**
 * Money as integer minor units with an explicit currency (DESIGN §3). Every helper guards its
 * inputs so a float or a negative never reaches a stored fee; the shape matches the batch
 * machine's `Money` so values pass between the two without mapping.
 */
import { divideRounded, parseDecimal, pow10, toSafeInteger, type RoundingMode } from './decimal';
import { PricingError } from './pricing.errors';

export type CurrencyCode = 'USD' | 'HKD' | 'TWD';

export const CURRENCIES: readonly CurrencyCode[] = ['USD', 'HKD', 'TWD'];

/** Digits after the decimal point. TWD trades in whole dollars, so its minor unit is the dollar. */
export const MINOR_DIGITS: Readonly<Record<CurrencyCode, number>> = { USD: 2, HKD: 2, TWD: 0 };

/** The language list says "NTD"; it is a display alias, never a stored currency. */
export const CURRENCY_ALIASES: Readonly<Record<string, CurrencyCode>> = { NTD: 'TWD' };

export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}

/** Basis points: 1200 = 12%. Integers keep percentages exact. */
export type BasisPoints = number;

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Accepts "usd", "NTD" etc. from forms and URLs; throws on anything else. */
export function parseCurrency(value: string, field = 'currency'): CurrencyCode {
  const upper = value.trim().toUpperCase();
  const code = CURRENCY_ALIASES[upper] ?? upper;
  if (!isCurrency(code)) throw new PricingError('PRICING_UNKNOWN_CURRENCY', { field, value });
  return code;
}

export function assertMinorUnits(amount: unknown, field: string): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) {
    throw new PricingError('PRICING_INVALID_AMOUNT', { field });
  }
}

export function assertMoney(value: Money, field: string): void {
  if (!isCurrency(value.currency)) throw new PricingError('PRICING_UNKNOWN_CURRENCY', { field: `${field}.currency` });
  assertMinorUnits(value.amount, `${field}.amount`);
}

export function money(amount: number, currency: CurrencyCode, field = 'amount'): Money {
  assertMinorUnits(amount, field);
  if (!isCurrency(currency)) throw new PricingError('PRICING_UNKNOWN_CURRENCY', { field: 'currency' });
  return { amount, currency };
}

export function zero(currency: CurrencyCode): Money {
  return { amount: 0, currency };
}

/** "250", "19.99" or 19.99 in major units → minor units. More decimals than the currency has is an error, not a silent rounding. */
export function fromMajor(value: number | string, currency: CurrencyCode, field = 'amount'): Money {
  const d = parseDecimal(value, field, 'PRICING_INVALID_AMOUNT');
  const digits = MINOR_DIGITS[currency];
  if (d.scale > digits) {
    // Trailing zeros beyond the currency's digits ("10.00" TWD) are harmless.
    const extra = pow10(d.scale - digits);
    if (d.units % extra !== 0n) throw new PricingError('PRICING_INVALID_AMOUNT', { field });
    return money(toSafeInteger(d.units / extra, field), currency, field);
  }
  return money(toSafeInteger(d.units * pow10(digits - d.scale), field), currency, field);
}

/** Major units as text for logs and tests ("31.20"); UI formatting with symbols belongs to i18n. */
export function toMajorString(m: Money): string {
  const digits = MINOR_DIGITS[m.currency];
  if (digits === 0) return String(m.amount);
  const s = String(m.amount).padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new PricingError('PRICING_CURRENCY_MISMATCH', { left: a.currency, right: b.currency });
  }
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount + b.amount, a.currency, 'sum');
}

export function sum(currency: CurrencyCode, values: readonly Money[]): Money {
  return values.reduce((acc, v) => add(acc, v), zero(currency));
}

/** Throws rather than clamps: a negative money value is always a bug upstream. */
export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  if (b.amount > a.amount) throw new PricingError('PRICING_NEGATIVE_RESULT', { left: a.amount, right: b.amount });
  return { amount: a.amount - b.amount, currency: a.currency };
}

/** Subtract but stop at zero, for discounts that may exceed what they discount. */
export function subtractFloorZero(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { amount: Math.max(0, a.amount - b.amount), currency: a.currency };
}

export function multiply(m: Money, factor: number, field = 'factor'): Money {
  if (!Number.isSafeInteger(factor) || factor < 0) throw new PricingError('PRICING_INVALID_QUANTITY', { field });
  return money(toSafeInteger(BigInt(m.amount) * BigInt(factor), field), m.currency, field);
}

/** m × bp / 10000, settled by an explicit rounding mode (fees: 'up'; discounts and payouts: 'down'). */
export function percentage(m: Money, bp: BasisPoints, mode: RoundingMode, field = 'percentage'): Money {
  if (!Number.isSafeInteger(bp) || bp < 0) throw new PricingError('PRICING_INVALID_OPTION', { field });
  const amount = divideRounded(BigInt(m.amount) * BigInt(bp), 10000n, mode);
  return { amount: toSafeInteger(amount, field), currency: m.currency };
}

/** m × num / den with explicit rounding, for pro-rata shares (refunds). */
export function prorate(m: Money, num: number, den: number, mode: RoundingMode, field = 'prorate'): Money {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || num < 0 || den <= 0) {
    throw new PricingError('PRICING_INVALID_AMOUNT', { field });
  }
  return {
    amount: toSafeInteger(divideRounded(BigInt(m.amount) * BigInt(num), BigInt(den), mode), field),
    currency: m.currency,
  };
}

export function compare(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}

export function max(a: Money, b: Money): Money {
  return compare(a, b) >= 0 ? a : b;
}

export function min(a: Money, b: Money): Money {
  return compare(a, b) <= 0 ? a : b;
}

export function isZero(m: Money): boolean {
  return m.amount === 0;
}

/**
 * Round to whole major units (US$31.20 → US$32.00). Spec §9: prices are rounded UP to the
 * nearest unit for display; one text says fees are rounded down, hence the mode.
 * TWD is already whole, so it comes back unchanged.
 */
export function displayWholeUnits(m: Money, mode: RoundingMode = 'up'): Money {
  const unit = Number(pow10(MINOR_DIGITS[m.currency]));
  const whole = divideRounded(BigInt(m.amount), BigInt(unit), mode);
  return { amount: toSafeInteger(whole * BigInt(unit), 'amount'), currency: m.currency };
}
