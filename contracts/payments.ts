/** Card money for staff (src/around-batch/payments): alerts, what the provider was asked, its notifications. */

/**
 * Something staff must look at: a refused capture, a refused cancel or refund, a failed notification.
 * @additionalProperties false
 */
export interface PaymentAlert {
  id: string;
  batch_id: string | null;
  batch_number: string | null;
  code: string;
  message: string;
  created_at: string;
  /** null: still open. */
  resolved_at: string | null;
}

/**
 * GET /api/admin/payments/alerts (newest first).
 * @additionalProperties false
 */
export interface PaymentAlertList {
  results: PaymentAlert[];
}

/**
 * PUT /api/admin/payments/alerts/{id}/resolve
 * @additionalProperties false
 */
export interface PaymentAlertResolved {
  resolved: true;
}

export type ModificationKind = 'capture' | 'cancel' | 'refund';

/**
 * A capture, cancel or refund asked of the provider, with its answer (one per idempotency key).
 * @additionalProperties false
 */
export interface PaymentModification {
  idempotency_key: string;
  batch_id: string;
  kind: ModificationKind;
  /** The payment the modification is about. */
  payment_psp_reference: string;
  /** The provider's reference of the modification; null when refused. */
  psp_reference: string | null;
  /** Minor units. */
  amount_value: number;
  amount_currency: string;
  status: 'received' | 'refused';
  error_code: string | null;
  created_at: string;
}

/**
 * GET /api/admin/payments/modifications/{batchId} (oldest first).
 * @additionalProperties false
 */
export interface PaymentModificationList {
  results: PaymentModification[];
}

/**
 * One item of the card provider's notification. The `"true"`/`"false"` strings are the provider's,
 * kept verbatim because the signature (`additionalData.hmacSignature`) covers them.
 */
export interface NotificationRequestItem {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  /** Our reference: the batch number. */
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: 'true' | 'false';
  eventDate?: string;
  reason?: string;
  paymentMethod?: string;
  additionalData?: Record<string, string>;
}

/** POST /api/payments/webhooks: the provider's notification delivery (every item HMAC signed). */
export interface CardNotificationBody {
  live: 'true' | 'false';
  notificationItems: Array<{ NotificationRequestItem: NotificationRequestItem }>;
}
