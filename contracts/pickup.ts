/**
 * The hand-off at the pickup point (src/around-batch/pickup): the requester's one-time pickup code and
 * the staff's check of it at the counter. Weights are hundredths of a pound; times are ISO-8601 instants.
 *
 * Routes:
 *   GET  /api/batch/orders/pickup_code/:id              (requester, own order)  → PickupCodeView
 *   POST /api/batch/orders/pickup_code/:id/regenerate   (requester, own order)  → PickupCodeView
 *   POST /api/admin/pickup/verify      PickupCheckBody  (staff)                 → PickupParcelView
 *   POST /api/admin/pickup/hand_over   PickupCheckBody  (staff)                 → CommandResult
 */

/**
 * The requester's pickup code, re-derived on the server for the order's requester only (never stored).
 * @additionalProperties false
 */
export interface PickupCodeView {
  batch_id: string;
  batch_number: string;
  /** Six digits. */
  code: string;
  /** What the QR code holds: `hkc-pickup:<batch_number>:<code>` (the pickup screen's camera reads it). */
  qr_text: string;
  /** The QR code as an SVG document. */
  qr_svg: string;
  pickup_point_id: string;
  /** Goes up by one with each regeneration; a code of an older generation no longer works. */
  generation: number;
  issued_at: string;
}

/**
 * What staff send at the counter: their pickup point, the order's number and the code (typed or scanned).
 * @additionalProperties false
 */
export interface PickupCheckBody {
  pickup_point_id: string;
  batch_number: string;
  code: string;
}

/** @additionalProperties false */
export interface PickupParcelItem {
  id: string;
  name: string;
  quantity: number;
  /** Weight each, hundredths of a pound. */
  weight: number;
}

/**
 * The parcel the code opens: who may collect it and what it holds.
 * @additionalProperties false
 */
export interface PickupParcelView {
  batch_id: string;
  batch_number: string;
  recipient_name: string;
  pickup_point_id: string;
  items: PickupParcelItem[];
  /** Hundredths of a pound, all items. */
  total_weight: number;
}
