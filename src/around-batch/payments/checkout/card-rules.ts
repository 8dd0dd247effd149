import type { CardDetailsResponse } from '../provider/card-provider.port';

/** Visa and Mastercard: the payment terms page's reading (spec §1), the default of PAYMENT_ACCEPTED_BRANDS. */
export const DEFAULT_ACCEPTED_BRANDS: readonly string[] = ['visa', 'mc'];
/** "Debit cards of one account type are not accepted" (spec §1): debit by default (PAYMENT_REFUSED_FUNDING). */
export const DEFAULT_REFUSED_FUNDING: readonly string[] = ['DEBIT'];

export type CardRefusal = 'brand_not_accepted' | 'funding_not_accepted';

/**
 * Our own card rules, applied to what the provider says of the card (/cardDetails) before any
 * payment is made: a brand we do not take, or a funding source we refuse (debit), is refused with
 * the spec's card message and nothing is authorised or recorded.
 */
export function cardRefusal(
  details: CardDetailsResponse,
  acceptedBrands: readonly string[] = DEFAULT_ACCEPTED_BRANDS,
  refusedFunding: readonly string[] = DEFAULT_REFUSED_FUNDING,
): CardRefusal | null {
  const brands = (details.brands ?? []).map((b) => b.type.toLowerCase());
  if (brands.length > 0 && !brands.some((b) => acceptedBrands.includes(b))) return 'brand_not_accepted';
  const funding = details.fundingSource?.toUpperCase();
  if (funding && refusedFunding.map((f) => f.toUpperCase()).includes(funding)) return 'funding_not_accepted';
  return null;
}
