/**
 * The quote of a request: the rule that turns a request's items into one fee quote, kept
 * once so the server's quote (src/batch/pricing/batch-fee-quote.ts), the request form's estimate and
 * the /pricing calculator give the same figures for the same items. The quote is in the first item's
 * currency, on the first item's route; seller shipping is summed over the items.
 */
import { quoteFees } from './fee-quote';
import type { FeeQuote, FeeQuoteOptions, QuoteItem } from './fee-quote.types';
import type { CountryRef } from './fee-rates';
import { PricingError } from './pricing.errors';

export interface RequestQuoteItem extends QuoteItem {
  readonly fromCountry: CountryRef;
  readonly toCountry: CountryRef;
  /** Minor units of the quote currency. */
  readonly sellerShipping?: number;
}

/** What the buyer adds to a request later (minor units of the quote currency). */
export interface RequestQuoteExtras {
  readonly localShipping?: number;
  readonly additionalFee?: number;
  readonly waiveServiceFee?: boolean;
}

export function quoteRequest(
  items: readonly RequestQuoteItem[],
  extras: RequestQuoteExtras,
  options: FeeQuoteOptions,
): FeeQuote {
  const first = items.at(0);
  if (!first) throw new PricingError('PRICING_INVALID_QUANTITY', { field: 'items' });
  return quoteFees(
    {
      currency: first.price.currency,
      items: items.map((i) => ({ price: i.price, quantity: i.quantity, weight: i.weight })),
      route: { from: first.fromCountry, to: first.toCountry },
      sellerShipping: items.reduce((sum, i) => sum + (i.sellerShipping ?? 0), 0),
      localShipping: extras.localShipping ?? 0,
      additionalFee: extras.additionalFee ?? 0,
      waiveServiceFee: extras.waiveServiceFee === true,
    },
    options,
  );
}
