/** A provider notification as stored in payment_notifications (one row per pspReference, eventCode, success). */
export interface StoredPaymentNotification {
  readonly id: string;
  readonly pspReference: string;
  readonly originalReference: string | null;
  /** The payment this is about: originalReference for modifications, pspReference for AUTHORISATION. */
  readonly paymentPspReference: string;
  readonly merchantAccount: string;
  /** Our reference: the batch number. */
  readonly merchantReference: string;
  readonly eventCode: string;
  readonly success: boolean;
  readonly amount: { readonly value: number; readonly currency: string };
  readonly reason: string | null;
  /** The card's last four digits (`additionalData.cardSummary`), when the provider sent them. */
  readonly cardSummary: string | null;
  readonly eventDate: string | null;
  readonly status: 'pending' | 'applied';
  readonly receivedAt: string;
}
