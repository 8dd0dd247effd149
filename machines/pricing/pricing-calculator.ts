/**
 * The /pricing page calculator: one item typed by a visitor → estimated service fee, shipping and
 * total, in the chosen currency and in HKD (payment currency). It only parses the form and calls
 * `quoteFees`, so the estimate can never disagree with what the request form later charges.
 */
import { quoteFees } from './fee-quote';
import type { FeeQuote, FeeQuoteOptions } from './fee-quote.types';
import type { CountryRef } from './fee-rates';
import { DEMO_FX_RATES, convert } from './fx';
import { displayWholeUnits, fromMajor, isCurrency, parseCurrency, type CurrencyCode, type Money } from './money';
import { PricingError } from './pricing.errors';
import { DEFAULT_ITEM_WEIGHT, parseWeightUnit, toHundredthsLb } from './weight';

export interface PricingCalculatorInput {
  readonly origin: CountryRef;
  readonly destination: CountryRef;
  /** Major units as typed ("250", "19.99"). */
  readonly itemPrice: number | string;
  /** USD, HKD, TWD (NTD accepted). */
  readonly currency: string;
  /** Empty or missing → the 3.00 lb default. */
  readonly weight?: number | string | null;
  /** KG, LBS or OZ as typed; parseWeightUnit refuses the rest. */
  readonly unit?: string;
  readonly quantity?: number;
}

export interface PricingFigures {
  readonly itemSubtotal: Money;
  readonly serviceFee: Money;
  readonly internationalShipping: Money;
  readonly total: Money;
}

export interface PricingEstimate {
  readonly currency: CurrencyCode;
  /** Exact figures in the chosen currency. */
  readonly figures: PricingFigures;
  /** Rounded up to whole units for display (spec §9). */
  readonly display: PricingFigures;
  /** The same request quoted in HKD (items converted, rounded up), exact and display. */
  readonly hkd: PricingFigures;
  readonly hkdDisplay: PricingFigures;
  /** Hundredths of a pound priced. */
  readonly weight: number;
  readonly quote: FeeQuote;
}

function figuresOf(q: FeeQuote): PricingFigures {
  const m = (amount: number): Money => ({ amount, currency: q.currency });
  return {
    itemSubtotal: m(q.itemSubtotal),
    serviceFee: m(q.serviceFee),
    internationalShipping: m(q.internationalShipping),
    total: m(q.total),
  };
}

function displayOf(f: PricingFigures): PricingFigures {
  return {
    itemSubtotal: displayWholeUnits(f.itemSubtotal),
    serviceFee: displayWholeUnits(f.serviceFee),
    internationalShipping: displayWholeUnits(f.internationalShipping),
    total: displayWholeUnits(f.total),
  };
}

export function calculatePrice(input: PricingCalculatorInput, options: FeeQuoteOptions = {}): PricingEstimate {
  const currency = isCurrency(input.currency) ? input.currency : parseCurrency(input.currency);
  const price = fromMajor(input.itemPrice, currency, 'itemPrice');
  const unit = input.unit === undefined ? 'LBS' : parseWeightUnit(input.unit);
  const typed = input.weight;
  const weight =
    typed === undefined || typed === null || typed === '' ? DEFAULT_ITEM_WEIGHT : toHundredthsLb(typed, unit, 'weight');
  const quantity = input.quantity ?? 1;
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new PricingError('PRICING_INVALID_QUANTITY', { field: 'quantity' });

  const route = { from: input.origin, to: input.destination };
  const quote = quoteFees({ currency, items: [{ price, quantity, weight }], route }, options);
  // Quoting again in HKD (not converting each figure) keeps the HKD total equal to its parts.
  const hkdPrice = convert(price, 'HKD', options.fxRates ?? DEMO_FX_RATES, 'up');
  const hkdQuote =
    currency === 'HKD'
      ? quote
      : quoteFees({ currency: 'HKD', items: [{ price: hkdPrice, quantity, weight }], route }, options);
  const figures = figuresOf(quote);
  const hkd = figuresOf(hkdQuote);
  return { currency, figures, display: displayOf(figures), hkd, hkdDisplay: displayOf(hkd), weight, quote };
}
