/**
 * International shipping fee rates per route (spec §3 "Fee rate"). Rows are data so the server
 * can seed its table from DEFAULT_FEE_RATES and the calculator can receive the live rows.
 */
import { assertMinorUnits, isCurrency, type CurrencyCode } from './money';
import { PricingError } from './pricing.errors';

export type CountryCode =
  'hk' | 'us' | 'tw' | 'mo' | 'jp' | 'sg' | 'my' | 'ph' | 'cn' | 'ca' | 'kr' | 'it' | 'uk' | 'au' | 'th';

/**
 * Country ids. The spec fixes us = 1 and hk = 2 (default fee route 1 → 2) and asks for an ID number
 * only for country 3, a 10-character Taiwan ID, so tw = 3; the rest follow the spec's list order.
 * Open point: must equal the server's country table ids.
 */
export const COUNTRY_IDS: Readonly<Record<CountryCode, number>> = {
  us: 1,
  hk: 2,
  tw: 3,
  mo: 4,
  jp: 5,
  sg: 6,
  my: 7,
  ph: 8,
  cn: 9,
  ca: 10,
  kr: 11,
  it: 12,
  uk: 13,
  au: 14,
  th: 15,
};

/** A country by id (1) or shortcode ('us'). */
export type CountryRef = number | string;

export function resolveCountryId(ref: CountryRef, field = 'country'): number {
  if (typeof ref === 'number') {
    if (Object.values(COUNTRY_IDS).includes(ref)) return ref;
  } else {
    const id = (COUNTRY_IDS as Readonly<Record<string, number>>)[ref.trim().toLowerCase()];
    if (id !== undefined) return id;
  }
  throw new PricingError('PRICING_UNKNOWN_COUNTRY', { field, value: String(ref) });
}

/** weight_type 1 = the per-weight part applies (spec); 0 = flat fee only (our reading of "other"). */
export const WEIGHT_TYPE_PER_WEIGHT = 1;
export const WEIGHT_TYPE_FLAT = 0;

export interface FeeRate {
  readonly feeCountryFrom: number;
  readonly feeCountryTo: number;
  /** Currency the two fees are quoted in (the legacy "price_type"). */
  readonly priceType: CurrencyCode;
  readonly weightType: number;
  /** Minor units per shipment. */
  readonly feeFlat: number;
  /** Minor units per pound of actual weight. */
  readonly feePerWeight: number;
}

export const DEFAULT_ROUTE = { from: COUNTRY_IDS.us, to: COUNTRY_IDS.hk } as const;

function demoRate(from: CountryCode, to: CountryCode, feeFlat: number, feePerWeight: number): FeeRate {
  return {
    feeCountryFrom: COUNTRY_IDS[from],
    feeCountryTo: COUNTRY_IDS[to],
    priceType: 'USD',
    weightType: WEIGHT_TYPE_PER_WEIGHT,
    feeFlat,
    feePerWeight,
  };
}

/**
 * DEMO RATES (US$ minor units), chosen to be plausible for weekly consolidated air freight, not
 * taken from any price list. Warehouse countries of spec §1 to Hong Kong, plus US/JP to Macau.
 */
export const DEFAULT_FEE_RATES: readonly FeeRate[] = [
  demoRate('us', 'hk', 500, 450),
  demoRate('jp', 'hk', 300, 350),
  demoRate('uk', 'hk', 600, 600),
  demoRate('kr', 'hk', 300, 350),
  demoRate('cn', 'hk', 200, 200),
  demoRate('tw', 'hk', 200, 250),
  demoRate('it', 'hk', 700, 650),
  demoRate('au', 'hk', 600, 550),
  demoRate('th', 'hk', 300, 300),
  demoRate('us', 'mo', 600, 500),
  demoRate('jp', 'mo', 400, 400),
];

export function validateFeeRate(row: FeeRate, index = 0): FeeRate {
  const field = `feeRates[${index}]`;
  if (!isCurrency(row.priceType)) throw new PricingError('PRICING_UNKNOWN_CURRENCY', { field: `${field}.priceType` });
  assertMinorUnits(row.feeFlat, `${field}.feeFlat`);
  assertMinorUnits(row.feePerWeight, `${field}.feePerWeight`);
  return row;
}

/** The row for a route; throws PRICING_UNKNOWN_ROUTE naming both ends. */
export function findFeeRate(
  table: readonly FeeRate[],
  from: CountryRef = DEFAULT_ROUTE.from,
  to: CountryRef = DEFAULT_ROUTE.to,
): FeeRate {
  const fromId = resolveCountryId(from, 'origin');
  const toId = resolveCountryId(to, 'destination');
  const index = table.findIndex((r) => r.feeCountryFrom === fromId && r.feeCountryTo === toId);
  if (index < 0) throw new PricingError('PRICING_UNKNOWN_ROUTE', { field: 'route', from: fromId, to: toId });
  return validateFeeRate(table[index], index);
}
