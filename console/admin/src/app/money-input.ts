import { isCurrency, MINOR_DIGITS } from '@machines/pricing/money';

/**
 * The API keeps money as integer minor units (cents) and exchange rates as integer micro-units
 * (machines/pricing/fx.ts: HK$7.80 per US$1 = 7800000); operators read and type currency units
 * ("12.50", "7.80"). These convert between the two at the input, so nothing else changes.
 */

/** Decimals of a rate: the API's micro-units. */
export const RATE_DIGITS = 6;

/** Decimals of the currency's minor unit (USD and HKD 2, TWD 0); 2 for a currency we do not know. */
export const minorDigits = (currency: unknown): number => (isCurrency(currency) ? MINOR_DIGITS[currency] : 2);

/** Decimals after the point in a number as typed ("12.505" → 3); Infinity for one only an exponent can write. */
function decimalsOf(value: number): number {
  const text = String(value);
  if (/e/i.test(text)) return Number.isInteger(value) ? 0 : Number.POSITIVE_INFINITY;
  return text.split('.')[1]?.length ?? 0;
}

/** Stored units → the number an input shows: "12.50" for 1250 cents; at least `shown` decimals. */
export function unitsFormat(digits: number, shown = digits): (value: unknown) => string {
  return (value) => {
    if (value === null || value === undefined || value === '') return '';
    const stored = Number(value);
    if (!Number.isFinite(stored)) return '';
    const units = stored / 10 ** digits;
    // A value refused for its decimals keeps what was typed, so the operator sees what to correct.
    if (!Number.isInteger(stored) || decimalsOf(units) > shown) return String(units);
    return units.toFixed(shown);
  };
}

/**
 * A typed amount → stored units, rounded to an integer (12.5 → 1250; 1.1 × 100 is 110.00000000000001
 * in floating point). More decimals than the unit has are not rounded away: the value stays
 * fractional, and `wholeUnits` refuses it under the field.
 */
export function unitsParse(digits: number): (value: unknown) => number | null {
  return (value) => {
    if (value === null || value === undefined || value === '') return null;
    const typed = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(typed)) return Number.NaN;
    const stored = typed * 10 ** digits;
    return decimalsOf(typed) > digits ? stored : Math.round(stored);
  };
}

/** react-admin's validator message for a value with more decimals than its unit has. */
export interface DecimalsRefusal {
  message: string;
  args: { digits: number };
}

/** Validator for an input parsed by `unitsParse(digits)`: refuses a fractional stored value. */
export function wholeUnits(digits: number): (value: unknown) => DecimalsRefusal | string | undefined {
  return (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    if (typeof value === 'number' && Number.isInteger(value)) return undefined;
    return digits === 0 ? 'admin.validation.number' : { message: 'admin.validation.decimals', args: { digits } };
  };
}

/** A bound the server states in stored units ("100000000") in currency units ("1000000"; "0.01" for 1). */
export function limitInUnits(limit: string, digits: number): string {
  const stored = Number(limit);
  if (digits === 0 || !Number.isFinite(stored)) return limit;
  return String(Number((stored / 10 ** digits).toFixed(digits)));
}

/** A rate of `currency` per US dollar as a list shows it: 7800000 → "7.80 HKD"; up to six decimals. */
export function rateText(micro: unknown, currency: unknown): string {
  if (micro === null || micro === undefined || micro === '' || !Number.isFinite(Number(micro))) return '—';
  const units = (Number(micro) / 10 ** RATE_DIGITS).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: RATE_DIGITS,
    useGrouping: false,
  });
  return `${units} ${typeof currency === 'string' ? currency : ''}`.trim();
}
