import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { RefundRequestView } from '@contracts/batch/refunds';

// Read by the page's first paint and by the dialogs: kept apart from the dialogs, which load on first use.

/** The applied coupon, wherever the detail carries it (top level or in the batch view). */
export const couponOf = (detail: BatchDetail) => detail.coupon ?? detail.batch.coupon ?? null;

/** The order's refund requests, from the list or the older single field. */
export function refundRequestsOf(detail: BatchDetail): RefundRequestView[] {
  return detail.refund_requests ?? (detail.refund_request ? [detail.refund_request] : []);
}
