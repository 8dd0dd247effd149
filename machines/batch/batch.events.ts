/**
 * Domain events of a batch: past tense, `{ type, data }`, plain JSON. They are what the event store
 * keeps and what the machine consumes; who and when live in the stored event's metadata, except
 * where the domain itself needs a time (created, submitted, paid: deadlines are counted from them).
 */
import type {
  BatchContext,
  BatchCoupon,
  BatchFees,
  BatchItem,
  BatchProof,
  DeclineReason,
  Delivery,
  RefundReason,
  ShippingStage,
} from './batch.types';
import type { RefundFigures, RefundLine } from './batch.refunds';
import type { ItemDimensions } from './batch.parcel';
import type { ArrivalPhoto, DisputeDecision, ParcelCondition, ProblemKind, QuoteRevisionReason } from './arrival.types';
import { TOP_UP_EVENT_TYPES, type QuoteDifferenceTopUpPart, type TopUpEvent } from './top-up.events';
export type * from './top-up.events';
import { PICKUP_STORAGE_EVENT_TYPES, type PickupStorageEvent } from './pickup-storage.events';
export type * from './pickup-storage.events';

type Ev<T extends string, D> = { readonly type: T; readonly data: D };

export type RequestCreated = Ev<
  'RequestCreated',
  {
    batchNumber: string;
    requesterId: string;
    items: BatchItem[];
    warehouse: string;
    delivery: Delivery;
    fees: BatchFees | null;
    clonedFrom: { batchNumber: string; itemIds: string[] } | null;
    createdAt: string;
  }
>;
export type RequestSubmitted = Ev<'RequestSubmitted', { submittedAt: string }>;
export type BuyerAssigned = Ev<
  'BuyerAssigned',
  { buyerId: string; previousBuyerId: string | null; explanation: string }
>;
export type RequestAccepted = Ev<
  'RequestAccepted',
  { buyerId: string; updatedLinks: { itemId: string; link: string }[]; confirmCouponUpdate: boolean }
>;
export type RequestDeclined = Ev<'RequestDeclined', { reason: DeclineReason; remark: string }>;

export interface ItemChange {
  id: string;
  quantity?: number;
  weight?: number;
  price?: number;
  sellerShipping?: number;
  /** Measured sides (spec §9 parcel rules); the server prices the charged weight from them. */
  dimensions?: ItemDimensions;
}
export type ItemsModified = Ev<
  'ItemsModified',
  { items: ItemChange[]; fees: BatchFees; feesChanged: boolean; remark: string; serviceFeeWaived: boolean }
>;
export type ItemsDeclined = Ev<
  'ItemsDeclined',
  { itemIds: string[]; reason: DeclineReason; remark: string; fees: BatchFees | null }
>;
export type PaymentRequested = Ev<'PaymentRequested', { fees: BatchFees }>;
export type RequestConfirmed = Ev<'RequestConfirmed', Record<string, never>>;
export type CheckoutStarted = Ev<
  'CheckoutStarted',
  { amount: number; paymentMethod: string; paymentReference: string }
>;
export type PaymentFailed = Ev<'PaymentFailed', { code: string; message: string }>;
/**
 * What the provider reported for a payment. `cardSummary`: the card's last four digits when the
 * provider sent them (absent from events recorded before it was carried, and from providers that do not).
 */
export interface PaymentRecorded {
  amount: number;
  pspReference: string;
  at: string;
  cardSummary?: string;
}
export type PaymentAuthorised = Ev<'PaymentAuthorised', PaymentRecorded>;
/** Authorised and captured at once by the provider: the `paid` (32) path. */
export type PaymentSettled = Ev<'PaymentSettled', PaymentRecorded>;
export type RequestCanceled = Ev<'RequestCanceled', { reason: string; remark: string }>;
/** `all` marks the whole order (all_payment_canceled); `released` is the authorisation given back. */
export type PaymentCanceled = Ev<
  'PaymentCanceled',
  { itemIds: string[]; reason: string; remark: string; released: number; all: boolean }
>;
export type SentToRobot = Ev<'SentToRobot', Record<string, never>>;
export type RobotPurchaseFailed = Ev<'RobotPurchaseFailed', { code: string; message: string }>;
export type MarkedManual = Ev<'MarkedManual', { remark: string }>;
export type ItemsPurchased = Ev<'ItemsPurchased', { items: { id: string; purchaseSiteOrderId: string }[] }>;
/** `released`: authorisation given back when nothing is left to buy. */
export type PurchaseCanceled = Ev<'PurchaseCanceled', { itemIds: string[]; reason: string; released: number }>;
export type PurchaseCompleted = Ev<'PurchaseCompleted', { purchasedItemIds: string[]; canceledItemIds: string[] }>;
/** A single capture (card providers allow one); `released` is the rest of the authorisation. */
export type PaymentCaptured = Ev<'PaymentCaptured', { amount: number; released: number; itemIds: string[] }>;
export type TrackingSent = Ev<'TrackingSent', { items: { id: string; trackingNumber: string }[] }>;
/** `at`: when the stage was reached (the pickup window counts from it); absent on events recorded before it was kept. */
export type OrderStatusUpdated = Ev<'OrderStatusUpdated', { status: ShippingStage; itemIds: string[]; at?: string }>;
export type ItemsReceived = Ev<'ItemsReceived', { itemIds: string[] }>;
export type OrderCompleted = Ev<'OrderCompleted', { rating: { stars: number; review: string } | null }>;
export type ItemsRefunded = Ev<
  'ItemsRefunded',
  /** `requestId`: the refund request this completes (absent for a direct staff refund). */
  {
    itemIds: string[];
    amount: number;
    /** `arrival_dispute`: a staff decision on an arrival dispute (docs/arrival.md). */
    reason: RefundReason | 'arrival_dispute';
    remark: string;
    requestId?: string;
  }
>;
/** A refund request from a stored estimate (eid); `amount` is the HKD to give back on completion. */
export interface RefundRequestData {
  requestId: string;
  eid: string;
  items: RefundLine[];
  reason: RefundReason;
  remark: string;
  details: RefundFigures;
  amount: number;
}
export type RefundRequested = Ev<'RefundRequested', RefundRequestData>;
/** Replaces the open request's estimate, reason and remark; the same shape as its creation. */
export type RefundRequestUpdated = Ev<'RefundRequestUpdated', RefundRequestData>;
export type RequestOverdue = Ev<'RequestOverdue', { at: string }>;
export type ItemsAbandoned = Ev<'ItemsAbandoned', { itemIds: string[]; reason: string }>;
export type RequestsCombined = Ev<
  'RequestsCombined',
  { absorbed: { batchNumber: string; items: BatchItem[] }[]; fees: BatchFees | null }
>;
/** The absorbed side of a combine: ends canceled, pointing at the batch that took its items. */
export type RequestMerged = Ev<'RequestMerged', { targetBatchNumber: string }>;
export type WarehouseUpdated = Ev<'WarehouseUpdated', { warehouse: string }>;
export type BuyerRemarkAdded = Ev<'BuyerRemarkAdded', { remark: string }>;
export type AutoWorkflowToggled = Ev<'AutoWorkflowToggled', { enabled: boolean }>;
export type ServiceFeeWaived = Ev<'ServiceFeeWaived', { fees: BatchFees }>;
/** `fees` carry the new couponDiscount and total. */
export type CouponApplied = Ev<'CouponApplied', { coupon: BatchCoupon; fees: BatchFees }>;
export type CouponRemoved = Ev<'CouponRemoved', { code: string; fees: BatchFees }>;
/**
 * Follows a fee change by the buyer that changed the coupon's discount (the preceding event holds
 * the recomputed fees); `coupon` null: the minimum is no longer met and the coupon was dropped.
 */
export type CouponUpdated = Ev<'CouponUpdated', { coupon: BatchCoupon | null; previousDiscount: number }>;

export type ProofUploaded = Ev<'ProofUploaded', { proof: BatchProof }>;
/** The warehouse measured items (spec §9); `stage`: the shipping stage it happened at. */
export type ParcelMeasured = Ev<
  'ParcelMeasured',
  { items: { id: string; dimensions: ItemDimensions; weight?: number }[]; stage: BatchContext['shippingStage'] }
>;
export type ProofDeleted = Ev<'ProofDeleted', { proofId: string }>;

// Arrival after payment (docs/arrival.md). Who acted is the stored event's metadata; `at` is kept
// where a deadline is counted from it (auto-approval, the dispute window).
/** The warehouse checked a parcel in: photos, actual weight, sides, condition, the items in it. */
export type ParcelCheckedIn = Ev<
  'ParcelCheckedIn',
  {
    checkInId: string;
    itemIds: string[];
    photos: ArrivalPhoto[];
    weight: number;
    dimensions: ItemDimensions;
    condition: ParcelCondition;
    note: string;
    trackingNumber: string | null;
    at: string;
    by: string;
    /** at + ARRIVAL_REVIEW_DAYS, at + DISPUTE_WINDOW_DAYS (the server's configuration). */
    reviewDueAt: string;
    disputeUntil: string;
  }
>;
/** The requester approved arrived items: ready for consolidation. */
export type ItemsApproved = Ev<'ItemsApproved', { itemIds: string[] }>;
/** The review period ended without a review: the timer approved them. */
export type ItemsAutoApproved = Ev<'ItemsAutoApproved', { itemIds: string[] }>;
/** The requester reported a problem with an item (or declined a quote revision): a dispute opens. */
export type ProblemReported = Ev<
  'ProblemReported',
  {
    disputeId: string;
    itemId: string;
    kind: ProblemKind;
    message: string;
    photos: ArrivalPhoto[];
    at: string;
    by: string;
  }
>;
export type DisputeMessagePosted = Ev<
  'DisputeMessagePosted',
  {
    disputeId: string;
    messageId: string;
    body: string;
    internal: boolean;
    photos: ArrivalPhoto[];
    at: string;
    authorId: string;
    authorRole: 'requester' | 'buyer' | 'staff' | 'system';
  }
>;
/** Staff decided a dispute; a re-weigh is followed by QuoteRevised, a refund by ItemsRefunded. */
export type DisputeResolved = Ev<
  'DisputeResolved',
  {
    disputeId: string;
    decision: DisputeDecision;
    reason: string;
    at: string;
    by: string;
    weight?: number;
    scalePhoto?: ArrivalPhoto | null;
    revisionId?: string | null;
  }
>;
/** A change of what the requester pays after payment, waiting for their acceptance. */
export type QuoteRevised = Ev<
  'QuoteRevised',
  {
    revisionId: string;
    reason: QuoteRevisionReason;
    remark: string;
    disputeId: string | null;
    fees: BatchFees;
    weights: { id: string; weight: number }[];
    chargeHkd: number;
    at: string;
    by: string;
  }
>;
/**
 * The revision's fees became the batch's. Accepted by paying its increase (a top-up's authorisation),
 * it names the requester who paid (`paidBy`) and what was paid (`paidHkd`, HKD minor units).
 */
export type QuoteRevisionAccepted = Ev<
  'QuoteRevisionAccepted',
  { revisionId: string; paidBy?: string; paidHkd?: number }
>;
/**
 * A lower revision accepted after capture: the difference (HKD minor units) goes back to the card, once
 * per revision (docs/arrival.md). `amount` is the checkout payment's part (all of it before top-ups);
 * `topUps` the rest, each from a captured top-up's own payment; absent when the checkout's covered it.
 */
export type QuoteDifferenceRefunded = Ev<
  'QuoteDifferenceRefunded',
  { revisionId: string; amount: number; topUps?: QuoteDifferenceTopUpPart[] }
>;

/**
 * The requester was reminded that items still await their review before the system approves them
 * at `autoApproveAt` (the earliest due time of those items).
 */
export type ArrivalReviewReminded = Ev<'ArrivalReviewReminded', { itemIds: string[]; autoApproveAt: string }>;
/**
 * Staff handed the parcel over at the order's pickup point after checking the requester's one-time
 * pickup code: who handed it over, where and when (proof of the hand-off), and the items it held.
 */
export type ParcelHandedOver = Ev<
  'ParcelHandedOver',
  { pickupPointId: string; staffId: string; handedOverAt: string; itemIds: string[] }
>;
/** Declining opens a dispute (`disputeId`) on the revision's item, or the first reviewed item. */
export type QuoteRevisionDeclined = Ev<
  'QuoteRevisionDeclined',
  { revisionId: string; disputeId: string; itemId: string; message: string; at: string; by: string }
>;

export type BatchEvent =
  | RequestCreated
  | RequestSubmitted
  | BuyerAssigned
  | RequestAccepted
  | RequestDeclined
  | ItemsModified
  | ItemsDeclined
  | PaymentRequested
  | RequestConfirmed
  | CheckoutStarted
  | PaymentFailed
  | PaymentAuthorised
  | PaymentSettled
  | RequestCanceled
  | PaymentCanceled
  | SentToRobot
  | RobotPurchaseFailed
  | MarkedManual
  | ItemsPurchased
  | PurchaseCanceled
  | PurchaseCompleted
  | PaymentCaptured
  | TrackingSent
  | OrderStatusUpdated
  | ItemsReceived
  | OrderCompleted
  | ItemsRefunded
  | RefundRequested
  | RefundRequestUpdated
  | RequestOverdue
  | ItemsAbandoned
  | RequestsCombined
  | RequestMerged
  | WarehouseUpdated
  | BuyerRemarkAdded
  | AutoWorkflowToggled
  | ServiceFeeWaived
  | CouponApplied
  | CouponRemoved
  | CouponUpdated
  | ProofUploaded
  | ProofDeleted
  | ParcelMeasured
  | ParcelCheckedIn
  | ItemsApproved
  | ItemsAutoApproved
  | ProblemReported
  | DisputeMessagePosted
  | DisputeResolved
  | QuoteRevised
  | QuoteRevisionAccepted
  | QuoteDifferenceRefunded
  | QuoteRevisionDeclined
  | TopUpEvent
  | ArrivalReviewReminded
  | ParcelHandedOver
  | PickupStorageEvent;

export type BatchEventType = BatchEvent['type'];
export type BatchEventOf<T extends BatchEventType> = Extract<BatchEvent, { type: T }>;

/** Every event type, for exhaustiveness checks in tests and projections. */
export const BATCH_EVENT_TYPES = [
  'RequestCreated',
  'RequestSubmitted',
  'BuyerAssigned',
  'RequestAccepted',
  'RequestDeclined',
  'ItemsModified',
  'ItemsDeclined',
  'PaymentRequested',
  'RequestConfirmed',
  'CheckoutStarted',
  'PaymentFailed',
  'PaymentAuthorised',
  'PaymentSettled',
  'RequestCanceled',
  'PaymentCanceled',
  'SentToRobot',
  'RobotPurchaseFailed',
  'MarkedManual',
  'ItemsPurchased',
  'PurchaseCanceled',
  'PurchaseCompleted',
  'PaymentCaptured',
  'TrackingSent',
  'OrderStatusUpdated',
  'ItemsReceived',
  'OrderCompleted',
  'ItemsRefunded',
  'RefundRequested',
  'RefundRequestUpdated',
  'RequestOverdue',
  'ItemsAbandoned',
  'RequestsCombined',
  'RequestMerged',
  'WarehouseUpdated',
  'BuyerRemarkAdded',
  'AutoWorkflowToggled',
  'ServiceFeeWaived',
  'CouponApplied',
  'CouponRemoved',
  'CouponUpdated',
  'ProofUploaded',
  'ProofDeleted',
  'ParcelMeasured',
  'ParcelCheckedIn',
  'ItemsApproved',
  'ItemsAutoApproved',
  'ProblemReported',
  'DisputeMessagePosted',
  'DisputeResolved',
  'QuoteRevised',
  'QuoteRevisionAccepted',
  'QuoteDifferenceRefunded',
  'QuoteRevisionDeclined',
  ...TOP_UP_EVENT_TYPES,
  'ArrivalReviewReminded',
  'ParcelHandedOver',
  ...PICKUP_STORAGE_EVENT_TYPES,
] as const satisfies readonly BatchEventType[];
