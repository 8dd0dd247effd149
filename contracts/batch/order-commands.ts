/** Request bodies of the order actions (paths under /api/batch/orders, src/batch/http). */

/** POST /api/batch/orders/purchase/{id}/items */
export interface PurchaseItemsBody {
  items: Array<{ id: string; purchase_site_order_id: string }>;
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

/** POST /api/batch/orders/send/{id}/items */
export interface SendTrackingBody {
  items: Array<{ id: string; tracking_number: string }>;
}

/** GET /api/batch/orders/tracking_check/{id}?tracking_number= */
export interface TrackingCheckResult {
  tracking_number: string;
  valid: true;
}

/** POST /api/batch/orders/update_order_status/{id} */
export interface UpdateOrderStatusBody {
  status: string;
  selected_items?: string[];
  items?: Array<{ id: string; status: string }>;
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
  refund_reason: string;
  refund_remark?: string;
}

/** POST /api/batch/orders/measure_parcel/{id} (staff): the warehouse's measured sides (cm) and weight (hundredths of a pound). */
export interface MeasureParcelBody {
  items: Array<{ id: string; dimensions: { length_cm: number; width_cm: number; height_cm: number }; weight?: number }>;
}
