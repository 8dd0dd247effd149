/**
 * Arrival after payment (docs/arrival.md): what the warehouse recorded of each parcel, each item's
 * review by the requester, disputes with their thread and decision, and quote revisions the
 * requester must accept. A leaf: types and constants only (batch.arrival.ts has the rules).
 */
import type { ItemDimensions } from './batch.parcel';
import type { FeeAmounts as BatchFees } from '../pricing/fee-quote.types';

export const PARCEL_CONDITIONS = ['good', 'damaged', 'opened', 'wrong_item'] as const;
export type ParcelCondition = (typeof PARCEL_CONDITIONS)[number];

/** What the requester may report; `revision_declined` is opened by declining a quote revision. */
export const PROBLEM_KINDS = ['wrong_item', 'damaged', 'missing_parts', 'weight_wrong'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number] | 'revision_declined';

export const DISPUTE_DECISIONS = ['reweigh', 'return_to_seller', 'refund', 'reject'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

export const REVISION_REASONS = ['reweigh', 'local_shipping', 'surcharge'] as const;
export type QuoteRevisionReason = (typeof REVISION_REASONS)[number];

/** At most this many photos per check-in (at least one), per report, per message. */
export const MAX_CHECK_IN_PHOTOS = 10;
export const MAX_REPORT_PHOTOS = 5;

/** A photo stored by the server (re-encoded, no EXIF): its upload key and size. */
export interface ArrivalPhoto {
  readonly key: string;
  readonly width: number;
  readonly height: number;
}

/** What the warehouse finds in a parcel: the check-in command says it and its record keeps it. */
export interface ParcelFindings {
  readonly itemIds: readonly string[];
  readonly photos: readonly ArrivalPhoto[];
  /** Actual weight of the parcel, hundredths of a pound. */
  readonly weight: number;
  readonly dimensions: ItemDimensions;
  readonly condition: ParcelCondition;
}

export interface CheckInRecord extends ParcelFindings {
  readonly id: string;
  readonly at: string;
  readonly by: string;
  readonly note: string;
  readonly trackingNumber: string | null;
}

export type ItemReviewStatus = 'awaiting_review' | 'approved' | 'disputed' | 'resolved';

export interface ItemReview {
  readonly itemId: string;
  readonly checkInId: string;
  readonly status: ItemReviewStatus;
  /** Auto-approval time (check-in + ARRIVAL_REVIEW_DAYS) and last day to report (DISPUTE_WINDOW_DAYS). */
  readonly reviewDueAt: string;
  readonly disputeUntil: string;
  readonly approvedBy: 'requester' | 'auto' | null;
  /** Set once the requester was reminded before the auto-approval (ArrivalReviewReminded). */
  readonly reminded?: boolean;
}

export interface DisputeMessage {
  readonly id: string;
  readonly at: string;
  readonly authorId: string;
  readonly authorRole: 'requester' | 'buyer' | 'staff' | 'system';
  readonly body: string;
  readonly internal: boolean;
  readonly photos: readonly ArrivalPhoto[];
}

export interface DisputeDecisionRecord {
  readonly decision: DisputeDecision;
  readonly reason: string;
  readonly at: string;
  readonly by: string;
  readonly weight?: number;
  readonly scalePhoto?: ArrivalPhoto | null;
  readonly revisionId?: string | null;
}

export interface Dispute {
  readonly id: string;
  readonly itemId: string;
  readonly kind: ProblemKind;
  readonly status: 'open' | 'resolved';
  readonly openedAt: string;
  readonly openedBy: string;
  readonly messages: readonly DisputeMessage[];
  readonly decision: DisputeDecisionRecord | null;
}

export interface QuoteRevisionRecord {
  readonly id: string;
  readonly status: 'pending' | 'accepted' | 'declined';
  readonly reason: QuoteRevisionReason;
  readonly remark: string;
  readonly proposedAt: string;
  readonly proposedBy: string;
  readonly disputeId: string | null;
  /** The fees in force before and the fees proposed (the same lines as the quote before payment). */
  readonly before: BatchFees;
  readonly fees: BatchFees;
  /** Item weights the revision sets when accepted (a re-weigh), hundredths of a pound. */
  readonly weights: readonly { readonly id: string; readonly weight: number }[];
  /** HKD minor units the requester pays in all with this revision (the server converts). */
  readonly chargeHkd: number;
  /**
   * HKD minor units given back to the card when this lower revision was accepted after capture: the
   * checkout payment's part and every top-up's part together.
   */
  readonly refundedHkd?: number;
  /** The payment of this higher revision's increase (batch.top-up.ts); absent until one is started. */
  readonly topUp?: TopUpRecord;
}

/**
 * The payment of a higher revision's increase: `started` waits for the provider, `failed` may be
 * paid again, `authorised` accepted the revision, `captured` took the money.
 */
export interface TopUpRecord {
  readonly status: 'started' | 'failed' | 'authorised' | 'captured';
  /** HKD minor units. */
  readonly amount: number;
  /** Our pay attempt's id. */
  readonly paymentReference: string;
  /** The provider's payment (its own, apart from the checkout's); null until authorised. */
  readonly pspReference: string | null;
  readonly error: { readonly code: string; readonly message: string } | null;
  /** The requester who started paying it (absent on the first top-ups recorded). */
  readonly startedBy?: string;
  /** HKD minor units later lower revisions gave back from this captured top-up; absent until then. */
  readonly refunded?: number;
}

/** The arrival part of a batch's context; absent on batches that never had one. */
export interface ArrivalState {
  readonly checkIns: readonly CheckInRecord[];
  readonly reviews: readonly ItemReview[];
  readonly disputes: readonly Dispute[];
  readonly revisions: readonly QuoteRevisionRecord[];
  /**
   * HKD minor units the requester accepted to pay in all: the payment, then each accepted revision's
   * charge. 0 until paid. Capture never exceeds it.
   */
  readonly acceptedChargeHkd: number;
}

export const EMPTY_ARRIVAL: ArrivalState = {
  checkIns: [],
  reviews: [],
  disputes: [],
  revisions: [],
  acceptedChargeHkd: 0,
};
