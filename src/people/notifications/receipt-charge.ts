import type { BatchContext, BatchEvent, BatchFees } from '@machines/batch';

/** What one card payment paid for: the figures of its receipt (payment-receipt.ts). */
export interface ReceiptCharge {
  /** HKD minor units this payment took from the card. */
  amount: number;
  /** The card's last four digits, when the provider reported them. */
  cardSummary?: string;
  /** The quote paid for: the checkout's, or the higher revision's whose increase this pays. */
  fees: BatchFees | null;
  /**
   * A higher revision's increase (a top-up): the order's HKD total before it and with it (the charge
   * is their difference), and the remark given with the revision.
   */
  change?: { beforeHkd: number; afterHkd: number; remark: string };
}

/**
 * The charge a payment event records, from the batch as that event left it: the checkout's
 * authorisation (or a capture without one) pays the quote; a top-up's authorisation pays the
 * increase of its revision. Null for any other event, or a revision the context does not hold.
 */
export function receiptChargeOf(context: BatchContext, event: BatchEvent): ReceiptCharge | null {
  switch (event.type) {
    case 'PaymentAuthorised':
    case 'PaymentSettled':
      return { amount: event.data.amount, cardSummary: event.data.cardSummary, fees: context.fees };
    case 'TopUpPaymentAuthorised': {
      const revision = context.arrival?.revisions.find((r) => r.id === event.data.revisionId);
      if (!revision) return null;
      const { amount, cardSummary } = event.data;
      const change = { beforeHkd: revision.chargeHkd - amount, afterHkd: revision.chargeHkd, remark: revision.remark };
      return { amount, cardSummary, fees: revision.fees, change };
    }
    default:
      return null;
  }
}
