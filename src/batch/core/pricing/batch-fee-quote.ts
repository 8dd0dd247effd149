import type { BatchFees, ItemDimensions, Money } from '@machines/batch';
import { quoteRequest, type FeeQuoteOptions } from '@machines/pricing';
import { chargedWeightOf } from './batch-parcel-check';

/** What pricing needs of one item (a request-form item or an item already on the batch). */
export interface PricedItem {
  readonly price: Money;
  readonly quantity: number;
  readonly weight?: number | null;
  /** Measured sides (spec §9): the per-pound rate then applies to the volumetric charged weight. */
  readonly dimensions?: ItemDimensions;
  readonly sellerShipping?: number;
  readonly fromCountry: string;
  readonly toCountry: string;
}

export interface BatchFeeExtras {
  readonly localShipping?: number;
  readonly additionalFee?: number;
  readonly waiveServiceFee?: boolean;
}

/**
 * The batch's fees from machines/pricing `quoteRequest` (the rule the request form's estimate and
 * the /pricing calculator use too): priced in the first item's currency on the first item's route,
 * seller shipping summed over the items. Throws PricingError for
 * input the engine refuses; callers turn that into a 400. No coupon here: the batch machine applies
 * the batch's promo code again on every fee change (machines/batch/batch.coupon.ts).
 */
export function batchFeeQuote(
  items: readonly PricedItem[],
  extras: BatchFeeExtras,
  options: FeeQuoteOptions & { readonly chargeBasis?: 'actual' | 'volumetric' },
): BatchFees {
  // The spec, the pricing page and the FAQ charge delivery by actual weight; only CHARGE_BASIS=volumetric
  // charges a measured item max(actual, min(volumetric, 5 × actual)) (spec §9's volumetric rule).
  const volumetric = options.chargeBasis === 'volumetric';
  const quote = quoteRequest(
    items.map((i) => ({ ...i, weight: volumetric && i.dimensions ? chargedWeightOf(i) : i.weight })),
    extras,
    options,
  );
  return {
    currency: quote.currency,
    itemSubtotal: quote.itemSubtotal,
    sellerShipping: quote.sellerShipping,
    localShipping: quote.localShipping,
    internationalShipping: quote.internationalShipping,
    additionalFee: quote.additionalFee,
    serviceFee: quote.serviceFee,
    insuranceFee: quote.insuranceFee,
    couponDiscount: quote.couponDiscount,
    total: quote.total,
    buyerEarning: quote.buyerEarning,
  };
}
