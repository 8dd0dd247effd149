/**
 * Spec §3 "available local shipping fee balance": of the local shipping fee in the batch's fees
 * (what the requester pays for delivery inside the origin country: the items' seller shipping plus any
 * extra local shipping, `localShippingOf`), the
 * part not yet given back. Every refund request, open or completed, takes its
 * `refund_local_shipping_fee` out of it: an open request has promised that money back already, so
 * it is no longer available to anything else. Null while the batch has no fees.
 */
import { localShippingOf } from '../pricing/local-shipping';
import type { BatchContext } from './batch.types';

export interface LocalShippingBalance {
  /** The fees' currency (minor units). */
  readonly currency: string;
  /** The local shipping fee in the fees. */
  readonly charged: number;
  /** Local shipping given back or promised by refund requests. */
  readonly refunded: number;
  /** charged − refunded, never below 0. */
  readonly available: number;
}

export function localShippingBalance(ctx: Pick<BatchContext, 'fees' | 'refundRequests'>): LocalShippingBalance | null {
  if (!ctx.fees) return null;
  const refunded = (ctx.refundRequests ?? []).reduce((sum, r) => sum + (r.details?.refund_local_shipping_fee ?? 0), 0);
  const charged = localShippingOf(ctx.fees);
  return { currency: ctx.fees.currency, charged, refunded, available: Math.max(0, charged - refunded) };
}
