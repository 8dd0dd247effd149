/** Request bodies of the order actions (paths under /api/batch/orders, src/batch/http). */
import type { RefundReason } from '@machines/batch/refund-request.types';
import type { ShippingStage } from '@machines/batch/status-table';
import type { DimensionsBody } from './batch-commands';

/** What update_order_status moves to: a shipping stage, or `purchased` (with purchase_site_order_id). */
export type OrderStatusUpdate = ShippingStage | 'purchased';

export interface PurchasedItemBody {
  id: string;
  purchase_site_order_id: string;
}

/** POST /api/batch/orders/purchase/{id}/items */
export interface PurchaseItemsBody {
  items: PurchasedItemBody[];
}

/** POST /api/batch/orders/cancel_purchase/{id}/items */
export interface CancelPurchaseBody {
  items: string[];
  reason?: string;
}

/** POST /api/batch/orders/complete/{id}/items */
export interface CompletePurchaseBody {
  items?: string[];
}

export interface TrackedItemBody {
  id: string;
  /** Trimmed, 6-40 of A-Z a-z 0-9 and `-` (TRACKING_NUMBER_INVALID otherwise). */
  tracking_number: string;
}

/** POST /api/batch/orders/send/{id}/items */
export interface SendTrackingBody {
  items: TrackedItemBody[];
}

/** GET /api/batch/orders/tracking_check/{id}?tracking_number= */
export interface TrackingCheckResult {
  tracking_number: string;
  valid: true;
}

/** One item's own status in update_order_status (the body's `status` when left out). */
export interface ItemStatusBody {
  id: string;
  status?: OrderStatusUpdate;
}

/** POST /api/batch/orders/update_order_status/{id} */
export interface UpdateOrderStatusBody {
  status: OrderStatusUpdate;
  selected_items?: string[];
  items?: ItemStatusBody[];
  purchase_site_order_id?: string;
}

/** POST /api/batch/orders/received/{id}/items */
export interface ReceivedBody {
  items?: string[];
  stars?: number;
  reviews?: string;
}

/** PUT /api/batch/orders/cancel_payment/{id} */
export interface CancelPaymentBody {
  payment_canceled_reason: string;
  payment_canceled_remark?: string;
  items?: string[];
}

/** POST /api/batch/orders/refund/{id}/items (staff) */
export interface RefundItemsBody {
  items: string[];
  /** Spec §4: prohibited, unobtainable or high-risk. */
  refund_reason: RefundReason;
  refund_remark?: string;
}

/** POST /api/batch/orders/measure_parcel/{id} (staff): the warehouse's measured sides (cm) and weight (hundredths of a pound). */
export interface MeasureParcelBody {
  items: MeasuredItemBody[];
}

export interface MeasuredItemBody {
  id: string;
  dimensions: DimensionsBody;
  /** Actual weight as weighed, hundredths of a pound. */
  weight?: number;
}
