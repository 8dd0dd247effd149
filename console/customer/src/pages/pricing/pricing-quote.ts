/**
 * The /pricing calculator's bridge to the shared engine (machines/pricing): it only parses the form
 * and calls `quoteFees`, once in the chosen currency and once in HKD, so the estimate can never
 * disagree with what the request form later charges. No fee arithmetic lives here.
 */
import {
  COUNTRY_IDS,
  DEMO_FX_RATES,
  convert,
  displayWholeUnits,
  fromMajor,
  isPricingError,
  parseWeightUnit,
  quoteFees,
  toHundredthsLb,
  type CountryCode,
  type CurrencyCode,
  type FeeQuote,
  type FeeRate,
  type Money,
} from '@machines/pricing'; // relative (not @machines): the console Jest project has no alias mapper
import type { FeeRateRow } from '@contracts/reference';

export interface CalculatorInput {
  origin: CountryCode;
  destination: CountryCode;
  /** Major units as typed ("250"). */
  itemPrice: string;
  localShipping: string;
  currency: CurrencyCode;
  weight: string;
  unit: string;
}

export interface DisplayFigures {
  serviceFee: Money;
  internationalShipping: Money;
  total: Money;
  /** The service fee is the per-request minimum, not 12%. */
  minimumApplied: boolean;
}

export type CalculatorResult =
  { kind: 'ok'; figures: DisplayFigures; hkd: DisplayFigures } | { kind: 'invalid' } | { kind: 'noRoute' };

/** A server row as the engine's FeeRate (exact cents, never the decimal strings). */
export function toFeeRate(row: FeeRateRow): FeeRate {
  return {
    feeCountryFrom: row.fee_country_from,
    feeCountryTo: row.fee_country_to,
    priceType: row.price_type === 'HKD' || row.price_type === 'TWD' ? row.price_type : 'USD',
    weightType: row.weight_type,
    feeFlat: row.fee_flat_cents,
    feePerWeight: row.fee_per_weight_cents,
  };
}

/** Spec §9's primary reading: prices are shown rounded UP to the nearest unit. */
function display(q: FeeQuote): DisplayFigures {
  const m = (amount: number): Money => displayWholeUnits({ amount, currency: q.currency }, 'up');
  const fee = q.lines.find((l) => l.field === 'serviceFee');
  return {
    serviceFee: m(q.serviceFee),
    internationalShipping: m(q.internationalShipping),
    total: m(q.total),
    minimumApplied: fee?.code === 'pricing.line.service_fee.minimum',
  };
}

export function routeKnown(rates: readonly FeeRate[], origin: CountryCode, destination: CountryCode): boolean {
  return rates.some((r) => r.feeCountryFrom === COUNTRY_IDS[origin] && r.feeCountryTo === COUNTRY_IDS[destination]);
}

export function calculate(input: CalculatorInput, feeRates: readonly FeeRate[]): CalculatorResult {
  if (!routeKnown(feeRates, input.origin, input.destination)) return { kind: 'noRoute' };
  if (input.itemPrice.trim() === '' || Number(input.itemPrice) <= 0) return { kind: 'invalid' };
  try {
    const price = fromMajor(input.itemPrice.trim(), input.currency, 'itemPrice');
    const local = fromMajor(input.localShipping.trim() || '0', input.currency, 'localShipping');
    const weight = toHundredthsLb(input.weight.trim() || '3', parseWeightUnit(input.unit), 'weight');
    const route = { from: input.origin, to: input.destination };
    const options = { feeRates, fxRates: DEMO_FX_RATES };
    const quote = quoteFees(
      { currency: input.currency, items: [{ price, quantity: 1, weight }], route, localShipping: local.amount },
      options,
    );
    // Quoting again in HKD (the payment currency) keeps the HKD total equal to its parts.
    const hkdQuote =
      input.currency === 'HKD'
        ? quote
        : quoteFees(
            {
              currency: 'HKD',
              items: [{ price: convert(price, 'HKD', DEMO_FX_RATES, 'up'), quantity: 1, weight }],
              route,
              localShipping: convert(local, 'HKD', DEMO_FX_RATES, 'up').amount,
            },
            options,
          );
    return { kind: 'ok', figures: display(quote), hkd: display(hkdQuote) };
  } catch (error) {
    if (isPricingError(error)) return { kind: 'invalid' };
    throw error;
  }
}

const SYMBOLS: Record<CurrencyCode, string> = { USD: 'US$', HKD: 'HK$', TWD: 'NT$' };
const DIGITS: Record<CurrencyCode, number> = { USD: 2, HKD: 2, TWD: 0 };

/** Whole-unit money for display ("US$32"); the amount is already rounded by `display`. */
export function formatWhole(m: Money, locale: string): string {
  const major = Math.ceil(m.amount / 10 ** DIGITS[m.currency]);
  return `${SYMBOLS[m.currency]}${major.toLocaleString(locale)}`;
}
