/**
 * The shapes of a refund request (spec §3 "Refund request"), apart from the rules in
 * batch.refunds.ts so that the context type can name them without importing those rules.
 */

/** Spec §4: refunds only for prohibited, unobtainable or high-risk items. */
export const REFUND_REASONS = ['prohibited_item', 'unobtainable_item', 'high_risk_item'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** One refunded line: an item and how many of its units. */
export interface RefundLine {
  readonly id: string;
  readonly quantity: number;
}

/** The spec's "Refund estimate details" (USD-style minor units of the fees' currency; local_* in HKD). */
export interface RefundFigures {
  readonly refund_subtotal: number;
  readonly refund_local_shipping_fee: number;
  readonly refund_service_fee: number;
  readonly refund_waive_service_fee: number;
  readonly refund_insurance: number;
  readonly refund_additional: number;
  readonly refund_tax: number;
  readonly refund_per_transaction_cost: number;
  readonly refund_total: number;
  readonly local_refund_total: number;
  readonly local_currency: string;
}

export type RefundRequestStatus = 'requested' | 'completed';

export interface RefundRequestRecord {
  readonly id: string;
  /** The estimate it was made from. */
  readonly eid: string;
  readonly items: readonly RefundLine[];
  readonly reason: RefundReason;
  readonly remark: string;
  readonly details: RefundFigures;
  /** What goes back to the card: HKD minor units (details.local_refund_total). */
  readonly amount: number;
  readonly status: RefundRequestStatus;
  /** How often it was changed after creation (0 = as created). */
  readonly updates: number;
}
