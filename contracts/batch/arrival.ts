/**
 * Arrival in the open (docs/arrival.md): the warehouse's check-in of a paid order's parcels (photos,
 * weight, sides, condition), the requester's review of each item, disputes with their thread and
 * staff decisions, and quote revisions after payment that the requester must accept.
 * Weights are hundredths of a pound, sides centimetres, money minor units; times ISO-8601.
 */
import type { DimensionsBody } from './batch-commands';
import type { QuoteLines, QuoteView } from './quote';

/** What the warehouse saw of a parcel's outside and contents. */
export type ParcelCondition = 'good' | 'damaged' | 'opened' | 'wrong_item';

/** One item's review after arrival: awaiting_review → approved | disputed → resolved. */
export type ItemReviewStatus = 'awaiting_review' | 'approved' | 'disputed' | 'resolved';

/** What the requester says is wrong; `revision_declined` is opened by declining a quote revision. */
export type ProblemKind = 'wrong_item' | 'damaged' | 'missing_parts' | 'weight_wrong' | 'revision_declined';

/** Staff decisions on a dispute. */
export type DisputeDecision = 'reweigh' | 'return_to_seller' | 'refund' | 'reject';

/** Why the requester's charge changed after payment. */
export type QuoteRevisionReason = 'reweigh' | 'local_shipping' | 'surcharge';

/** The delivery charge's weight basis (CHARGE_BASIS): actual weight unless configured volumetric. */
export type ChargeBasis = 'actual' | 'volumetric';

/** A stored photo (re-encoded, EXIF and location stripped), served from the upload storage. */
export interface ArrivalPhotoView {
  id: string;
  url: string;
  width: number;
  height: number;
}

/**
 * The text fields of POST /api/admin/batches/{id}/check_ins (multipart, beside 1-10 `photos` files):
 * every value is text. `item_ids` is a comma-separated list of the order's item ids in the parcel.
 */
export interface CheckInForm {
  item_ids: string;
  /** Actual weight, hundredths of a pound, a positive whole number. */
  weight: string;
  length_cm: string;
  width_cm: string;
  height_cm: string;
  condition: ParcelCondition;
  note?: string;
  /** The parcel's tracking number as read at the bench (optional). */
  tracking_number?: string;
}

/** One recorded check-in (a `ParcelCheckedIn` event). */
export interface CheckInView {
  id: string;
  at: string;
  /** Staff who checked in (id only; the timeline names them). */
  by: string;
  item_ids: string[];
  photos: ArrivalPhotoView[];
  weight: number;
  dimensions: DimensionsBody;
  /** Per the configured basis: the weight the delivery charge uses (CHARGE_BASIS). */
  charged_weight: number;
  /** Volumetric weight of the sides: a limit check and a warning unless the basis is volumetric. */
  volumetric_weight: number;
  condition: ParcelCondition;
  note: string;
  tracking_number: string | null;
}

/** One item's review state on the order page. */
export interface ItemReviewView {
  item_id: string;
  status: ItemReviewStatus;
  /** The check-in that brought the item in. */
  check_in_id: string;
  /** Weight the requester asked for (hundredths of a pound) beside what the warehouse weighed. */
  requested_weight: number;
  arrived_weight: number;
  /** When an unreviewed item is approved automatically (ARRIVAL_REVIEW_DAYS after check-in). */
  review_due_at: string;
  /** Last day a problem may be reported (DISPUTE_WINDOW_DAYS after arrival). */
  dispute_until: string;
  /** `auto`: approved by the timer; `requester` otherwise; null until approved. */
  approved_by: 'requester' | 'auto' | null;
}

/** One message of a dispute's thread; `internal` ones are sent to staff only. */
export interface DisputeMessageView {
  id: string;
  at: string;
  author_id: string;
  author_role: 'requester' | 'buyer' | 'staff' | 'system';
  body: string;
  internal: boolean;
  photos: ArrivalPhotoView[];
}

export interface DisputeView {
  id: string;
  item_id: string;
  kind: ProblemKind;
  status: 'open' | 'resolved';
  opened_at: string;
  opened_by: string;
  messages: DisputeMessageView[];
  decision: {
    decision: DisputeDecision;
    reason: string;
    at: string;
    by: string;
    /** reweigh: the new weight and the photo of the scale; the quote revision it made. */
    weight?: number;
    scale_photo?: ArrivalPhotoView | null;
    revision_id?: string | null;
  } | null;
}

/** One line of a revision's diff, the same shape as the quote diff before payment. */
export interface QuoteRevisionChange {
  field: keyof QuoteLines;
  from: number;
  to: number;
}

/** A change of what the requester pays after payment: shown line by line, needs their acceptance. */
export interface QuoteRevisionView {
  id: string;
  status: 'pending' | 'accepted' | 'declined';
  reason: QuoteRevisionReason;
  remark: string;
  proposed_at: string;
  proposed_by: string;
  dispute_id: string | null;
  /** The accepted quote now and the proposed one. */
  current: QuoteView | null;
  proposed: QuoteView;
  changes: QuoteRevisionChange[];
  /** HKD minor units the requester would pay in all with this revision (captured + still to pay). */
  charge_hkd: number;
  /** HKD minor units refunded to the card when this lower revision was accepted after capture; 0 otherwise. */
  refunded_hkd: number;
  /**
   * HKD minor units this waiting revision charges above what the card payments cover: paying it
   * (a top-up, POST /api/batch/checkout/payments/{id} with `revision_id`) accepts the revision.
   * 0 for a lower or equal revision (accepted as it is) and once answered.
   */
  top_up_due_hkd: number;
  /** The payment of this revision's increase, once started. */
  top_up: TopUpView | null;
}

/** The payment of a higher revision's increase: `started` waits for the card, `failed` may be paid again. */
export interface TopUpView {
  status: 'started' | 'failed' | 'authorised' | 'captured';
  amount_hkd: number;
  /** The provider's refusal (PAYMENT_INPUT_ERROR, PAYMENT_FAILED, PAYMENT_EXPIRED) when it failed. */
  error_code: string | null;
  error_message: string | null;
}

/** The batch detail's `arrival` (present once the order is paid). */
export interface ArrivalView {
  check_ins: CheckInView[];
  reviews: ItemReviewView[];
  /** Internal messages are removed for requester and buyer by the server. */
  disputes: DisputeView[];
  revisions: QuoteRevisionView[];
  /** The revision waiting for the requester, if any: the order does not move on until it is answered. */
  pending_revision_id: string | null;
  /** The earliest auto-approval of an unreviewed item (the order page's countdown). */
  next_auto_approval_at: string | null;
  /** HKD minor units the requester accepted to pay in all: capture never exceeds it. */
  accepted_charge_hkd: number;
  charge_basis: ChargeBasis;
  /** Nothing awaits review, no dispute is open, no revision is pending: the order may move on. */
  settled: boolean;
}

/** POST /api/batch/orders/arrival/{id}/approve (requester). */
export interface ApproveItemsBody {
  items: string[];
}

/**
 * The text fields of POST /api/batch/orders/arrival/{id}/report (multipart, requester, beside 0-5
 * optional `photos` files).
 */
export interface ReportProblemForm {
  item_id: string;
  kind: Exclude<ProblemKind, 'revision_declined'>;
  message: string;
}

/** POST /api/batch/orders/arrival/{id}/disputes/{disputeId}/messages (requester, assigned buyer, staff). */
export interface DisputeMessageBody {
  message: string;
  /** Staff only: a note requester and buyer never see (400 for anyone else). */
  internal?: boolean;
}

/**
 * The text fields of POST /api/admin/batches/{id}/disputes/{disputeId}/decision (multipart, staff).
 * reweigh needs `weight` and a `scale_photo` file; refund gives the item back through the item-level
 * refund (US$10 fee floor); every decision needs a `reason`.
 */
export interface DisputeDecisionForm {
  decision: DisputeDecision;
  reason: string;
  /** reweigh: the new actual weight, hundredths of a pound. */
  weight?: string;
}

/** POST /api/admin/batches/{id}/quote_revisions (staff): additional local shipping or a surcharge. */
export interface ProposeQuoteRevisionBody {
  reason: Exclude<QuoteRevisionReason, 'reweigh'>;
  /** The new figure of the line, minor units of the fees' currency. */
  local_shipping_fee?: number;
  additional_fee?: number;
  remark: string;
}

/** POST /api/batch/orders/quote_revision/{id}/accept (requester). */
export interface AcceptQuoteRevisionBody {
  revision_id: string;
}

/** POST /api/batch/orders/quote_revision/{id}/decline (requester): opens a dispute with the message. */
export interface DeclineQuoteRevisionBody {
  revision_id: string;
  message: string;
}

/** GET /api/admin/arrivals/lookup?q= (staff): a batch number or a parcel tracking number. */
export interface ArrivalLookupQuery {
  q: string;
}

export interface ArrivalLookupResult {
  results: Array<{
    id: string;
    batch_number: string;
    status: string;
    /** How it matched: the batch number or an item's tracking number. */
    matched: 'batch_number' | 'tracking_number';
    items: Array<{
      id: string;
      name: string;
      quantity: number;
      tracking_number: string | null;
      review: ItemReviewStatus | null;
    }>;
  }>;
}

/** The arrival tabs of the lists (`BatchListQuery.arrival`). */
export const ARRIVAL_TABS = ['awaiting_check_in', 'awaiting_review', 'in_dispute'] as const;
export type ArrivalTab = (typeof ARRIVAL_TABS)[number];

/** GET /api/batch/arrival/counts: the caller's orders per arrival tab (requester: to_review = awaiting_review). */
export interface ArrivalCounts {
  awaiting_check_in: number;
  awaiting_review: number;
  in_dispute: number;
}

/** The answer of a check-in: the command result and the recorded check-in. */
export interface CheckInResult {
  id: string;
  status: string;
  revision: number;
  position: string;
  events: string[];
  check_in: CheckInView;
}

/** Server → client `batch:arrival`: one arrival step committed (sent with `batch:changed`). */
export interface BatchArrivalEvent {
  batch_id: string;
  batch_number: string;
  step:
    | 'checked_in'
    | 'approved'
    | 'auto_approved'
    | 'problem_reported'
    | 'dispute_message'
    | 'dispute_resolved'
    | 'quote_revised'
    | 'quote_revision_accepted'
    | 'quote_revision_declined'
    | 'review_reminder';
  item_ids: string[];
  revision: number;
  position: string;
}

/** The arrival steps the order's timeline lists (each an event of the batch's stream). */
export type ArrivalTimelineStep =
  | 'ParcelCheckedIn'
  | 'ArrivalReviewReminded'
  | 'ItemsApproved'
  | 'ItemsAutoApproved'
  | 'ProblemReported'
  | 'DisputeResolved'
  | 'QuoteRevised'
  | 'QuoteRevisionAccepted'
  | 'QuoteDifferenceRefunded'
  | 'QuoteRevisionDeclined'
  | 'ItemsRefunded'
  | 'TopUpPaymentStarted'
  | 'TopUpPaymentFailed'
  | 'TopUpPaymentAuthorised'
  | 'TopUpPaymentCaptured';

/**
 * One step of the order's arrival timeline: what happened, who did it (their role; a person's id
 * only for staff and auditors) and why. The codes are translated by the client; the words are as
 * written. Dispute messages are not steps: the dispute's thread shows them, internal notes to staff only.
 * @additionalProperties false
 */
export interface ArrivalTimelineEntry {
  /** The event's revision in the batch's stream. */
  revision: number;
  step: ArrivalTimelineStep;
  at: string;
  actor_role: 'requester' | 'buyer' | 'staff' | 'system';
  /** Staff and auditors only; null for everyone else. */
  actor_id: string | null;
  item_ids: string[];
  dispute_id: string | null;
  revision_id: string | null;
  /** A check-in's condition, a problem's kind, a dispute's decision, a revision's or a refund's reason. */
  condition: ParcelCondition | null;
  kind: ProblemKind | null;
  decision: DisputeDecision | null;
  revision_reason: QuoteRevisionReason | null;
  refund_reason: string | null;
  /**
   * The words given with the step: a check-in's note, a problem's or decline's message, a decision's
   * reason, a revision's remark, the card provider's message of a refused top-up.
   */
  words: string;
  /**
   * HKD minor units: a refund's amount, a revision's charge in all, a top-up's amount, and on a
   * revision accepted by paying its increase what was paid (`accepted_by_payment`); null otherwise.
   */
  amount_hkd: number | null;
  /** The revision was accepted by paying its increase: the step's actor is the requester who paid. */
  accepted_by_payment: boolean;
}

/**
 * GET /api/batch/arrival_timeline/{id}: the order's arrival steps, oldest first, for whoever may
 * see the order. Read from the batch's stream, so it holds every committed step.
 * @additionalProperties false
 */
export interface ArrivalTimeline {
  results: ArrivalTimelineEntry[];
}
