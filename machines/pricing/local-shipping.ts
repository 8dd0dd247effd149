/**
 * "Local shipping" in the money rules (spec §1, §3, §5): what the requester pays for delivery inside the
 * origin country. It is the items' seller shipping (what §5's "Local Shipping Fee Summary Error" checks
 * the buyer's local shipping fee against) plus any extra local shipping the buyer adds. The service-fee
 * basis, the refund estimate and the available local shipping balance all read it here, so they agree.
 */
import type { FeeAmounts } from './fee-quote.types';

/** Minor units of the fees' currency: seller shipping + extra local shipping. */
export function localShippingOf(fees: Pick<FeeAmounts, 'sellerShipping' | 'localShipping'>): number {
  return fees.sellerShipping + fees.localShipping;
}
