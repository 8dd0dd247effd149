/**
 * The /pricing calculator's bridge to the shared engine (machines/pricing): it only parses the form
 * and calls `quoteRequest`, the rule the request form's estimate and the server's quote use, so the
 * calculator shows the very figures a request with this item is quoted at. No fee
 * arithmetic and no rounding of its own live here.
 */
import {
  COUNTRY_IDS,
  DEMO_FX_RATES,
  fromMajor,
  isPricingError,
  parseWeightUnit,
  quoteRequest,
  toHundredthsLb,
  type CountryCode,
  type CurrencyCode,
  type FeeQuote,
  type FeeRate,
} from '@machines/pricing';
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

export type CalculatorResult =
  | {
      kind: 'ok';
      /** The quote in the item's currency; the breakdown adds the HKD total and the rate. */
      quote: FeeQuote;
      /** The service fee is the per-request minimum, not 12%. */
      minimumApplied: boolean;
    }
  | { kind: 'invalid' }
  | { kind: 'noRoute' };

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

export function routeKnown(rates: readonly FeeRate[], origin: CountryCode, destination: CountryCode): boolean {
  return rates.some((r) => r.feeCountryFrom === COUNTRY_IDS[origin] && r.feeCountryTo === COUNTRY_IDS[destination]);
}

export function calculate(input: CalculatorInput, feeRates: readonly FeeRate[]): CalculatorResult {
  if (!routeKnown(feeRates, input.origin, input.destination)) return { kind: 'noRoute' };
  if (input.itemPrice.trim() === '' || Number(input.itemPrice) <= 0) return { kind: 'invalid' };
  try {
    const price = fromMajor(input.itemPrice.trim(), input.currency, 'itemPrice');
    const local = fromMajor(input.localShipping.trim() || '0', input.currency, 'localShipping');
    // Spec §9: an unknown weight is 3.00 lb (the server's default too).
    const weight = toHundredthsLb(input.weight.trim() || '3', parseWeightUnit(input.unit), 'weight');
    const quote = quoteRequest(
      // The "local shipping" typed here is the item's seller shipping, where the request form puts it,
      // so both give the same figures (local-shipping.ts).
      [
        {
          price,
          quantity: 1,
          weight,
          fromCountry: input.origin,
          toCountry: input.destination,
          sellerShipping: local.amount,
        },
      ],
      {},
      { feeRates, fxRates: DEMO_FX_RATES },
    );
    const fee = quote.lines.find((l) => l.field === 'serviceFee');
    return { kind: 'ok', quote, minimumApplied: fee?.code === 'pricing.line.service_fee.minimum' };
  } catch (error) {
    if (isPricingError(error)) return { kind: 'invalid' };
    throw error;
  }
}
