/**
 * The shapes of a refund request (spec §3 "Refund request"), apart from the rules in
 * batch.refunds.ts so that the context type can name them without importing those rules.
 */
import type { RefundFigureAmounts } from '../pricing/refund-estimate';

/** Spec §4: refunds only for prohibited, unobtainable or high-risk items. */
export const REFUND_REASONS = ['prohibited_item', 'unobtainable_item', 'high_risk_item'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** One refunded line: an item and how many of its units. */
export interface RefundLine {
  readonly id: string;
  readonly quantity: number;
}

/**
 * The spec's "Refund estimate details" (minor units of the fees' currency; local_* in HKD), as stored:
 * the figures machines/pricing's estimate makes, with the currency kept as the string it was stored as.
 */
export interface RefundFigures extends RefundFigureAmounts {
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
