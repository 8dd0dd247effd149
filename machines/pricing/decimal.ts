/**
 * Exact decimal and rational arithmetic on BigInt. User input ("19.99", "1.5" kg) and rates
 * (2.20462 lb/kg) are parsed as exact decimals so no binary float ever touches a charged amount;
 * BigInt keeps products such as amount × rate × 10^digits from silently losing precision.
 */
import { PricingError, type PricingErrorCode } from './pricing.errors';

/** How a division that leaves a remainder is settled; every call site names one. */
export type RoundingMode = 'up' | 'down' | 'half_up';

export const ROUNDING_MODES: readonly RoundingMode[] = ['up', 'down', 'half_up'];

/** An exact non-negative decimal: value = units / 10^scale. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/**
 * Parse a non-negative decimal given as a number or a string. Numbers go through `String()`,
 * which yields the shortest round-tripping text (19.99 → "19.99"), so typed values stay exact.
 * Exponent forms (1e-7, 1e21) are refused: no real price or weight needs them.
 */
export function parseDecimal(
  value: number | string,
  field: string,
  code: PricingErrorCode = 'PRICING_INVALID_NUMBER',
): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new PricingError(code, { field });
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) throw new PricingError(code, { field });
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1] + fraction), scale: fraction.length };
}

/** num / den settled by `mode`; both non-negative, den positive. */
export function divideRounded(num: bigint, den: bigint, mode: RoundingMode): bigint {
  const q = num / den;
  const r = num % den;
  if (r === 0n) return q;
  switch (mode) {
    case 'down':
      return q;
    case 'up':
      return q + 1n;
    case 'half_up':
      return r * 2n >= den ? q + 1n : q;
    default: {
      const never: never = mode;
      throw new PricingError('PRICING_INVALID_OPTION', { field: 'rounding', value: String(never) });
    }
  }
}

export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** Back to a JS number, refusing anything a `number` cannot hold exactly. */
export function toSafeInteger(value: bigint, field: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < 0n) {
    throw new PricingError('PRICING_INVALID_AMOUNT', { field });
  }
  return Number(value);
}

export function assertRoundingMode(mode: string, field: string): asserts mode is RoundingMode {
  if (!(ROUNDING_MODES as readonly string[]).includes(mode)) {
    throw new PricingError('PRICING_INVALID_OPTION', { field, value: mode });
  }
}
