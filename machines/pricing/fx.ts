/**
 * Currency conversion from a rates table given as input (the server loads today's table; the
 * browser receives it). Rates are integer micro-units of the target currency per ONE major unit of
 * the source (USD→HKD 7.80 = 7_800_000) so conversion is exact integer arithmetic.
 */
import { divideRounded, pow10, toSafeInteger, type RoundingMode } from './decimal';
import { MINOR_DIGITS, assertMoney, type CurrencyCode, type Money } from './money';
import { PricingError } from './pricing.errors';

export interface FxRate {
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  /** Major units of `to` per major unit of `from`, × 1_000_000. */
  readonly rateMicro: number;
}

export interface FxRateTable {
  readonly rates: readonly FxRate[];
  /** Where the rates came from and when; carried for audit, never read by the arithmetic. */
  readonly source?: string;
}

const MICRO = 1_000_000n;

/** DEMO RATES, not market data: the HKD peg band centre and a round TWD figure, for tests and local runs. */
export const DEMO_FX_RATES: FxRateTable = {
  source: 'demo',
  rates: [
    { from: 'USD', to: 'HKD', rateMicro: 7_800_000 },
    { from: 'USD', to: 'TWD', rateMicro: 32_500_000 },
  ],
};

/** A rational rate num/den in major units; found directly, by inverse, or through USD. */
interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

function findDirect(table: FxRateTable, from: CurrencyCode, to: CurrencyCode): Ratio | null {
  for (const r of table.rates) {
    if (!Number.isSafeInteger(r.rateMicro) || r.rateMicro <= 0) {
      throw new PricingError('PRICING_INVALID_FX_RATE', { field: 'rateMicro', from: r.from, to: r.to });
    }
    if (r.from === from && r.to === to) return { num: BigInt(r.rateMicro), den: MICRO };
    if (r.from === to && r.to === from) return { num: MICRO, den: BigInt(r.rateMicro) };
  }
  return null;
}

function findRatio(table: FxRateTable, from: CurrencyCode, to: CurrencyCode): Ratio {
  if (from === to) return { num: 1n, den: 1n };
  const direct = findDirect(table, from, to);
  if (direct) return direct;
  // Tables are usually quoted against USD; cross through it rather than demand every pair.
  const a = findDirect(table, from, 'USD');
  const b = findDirect(table, 'USD', to);
  if (a && b) return { num: a.num * b.num, den: a.den * b.den };
  throw new PricingError('PRICING_UNKNOWN_FX_RATE', { field: 'currency', from, to });
}

/**
 * Convert to `to`, settling the fraction of a minor unit by `mode`. Charges round 'up' (the spec's
 * "rounded up"); refunds and discounts pass 'down' so we never pay out more than was taken.
 */
export function convert(m: Money, to: CurrencyCode, table: FxRateTable, mode: RoundingMode = 'up'): Money {
  assertMoney(m, 'money');
  if (m.currency === to) return m;
  const ratio = findRatio(table, m.currency, to);
  const fromDigits = MINOR_DIGITS[m.currency];
  const toDigits = MINOR_DIGITS[to];
  const num = BigInt(m.amount) * ratio.num * pow10(toDigits);
  const den = ratio.den * pow10(fromDigits);
  return { amount: toSafeInteger(divideRounded(num, den, mode), 'amount'), currency: to };
}

/** Payment is in HKD (spec §1/§3); the charged amount rounds up to whole cents. */
export function toHkd(m: Money, table: FxRateTable, mode: RoundingMode = 'up'): Money {
  return convert(m, 'HKD', table, mode);
}
