/** State and context types of a batch (a request that becomes an order). */
import type { FeeAmounts } from '../pricing/fee-quote.types';
import type { CurrencyCode } from '../pricing/money';
import type { RefundRequestRecord } from './refund-request.types';
import type { StatusName } from './status-table';
import type { ItemDimensions } from './batch.parcel';
import type { ArrivalState } from './arrival.types';
import type { PickupState } from './pickup.types';

/** Who acts. `system` is the scheduler, the payment-provider webhooks and the purchase robot. */
export type ActorRole = 'requester' | 'buyer' | 'staff' | 'auditor' | 'system';
export const ACTOR_ROLES: readonly ActorRole[] = ['requester', 'buyer', 'staff', 'auditor', 'system'];

export interface Actor {
  readonly id: string;
  readonly role: ActorRole;
  /** As stored on the account (spec: r, b; ours: s staff, x auditor). Anything else is refused. */
  readonly accountType?: string;
}

// One definition of currencies and fee fields for the whole core: the pricing engine's.
export type { CurrencyCode } from '../pricing/money';
export { CURRENCIES } from '../pricing/money';

/** Integer minor units with an explicit currency; never a float. */
export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}

export type ContainsFlag = 'non_removable_batteries' | 'liquids' | 'none';
export const CONTAINS_FLAGS: readonly ContainsFlag[] = ['non_removable_batteries', 'liquids', 'none'];

/**
 * Item-level progress. The batch status summarises these; the machine's guards read them.
 * requested: still to be bought; the rest are where the item ended or is now.
 */
export type ItemState =
  | 'requested'
  | 'declined'
  | 'payment_canceled'
  | 'purchase_canceled'
  | 'purchased'
  | 'sent'
  | 'received'
  | 'refunded'
  | 'abandoned';

export interface BatchItem {
  readonly id: string;
  readonly link: string;
  readonly name: string;
  readonly category: string;
  readonly brand: string;
  readonly quantity: number;
  readonly color: string;
  readonly size: string;
  /** Unit price. */
  readonly price: Money;
  /** Weight each, integer hundredths of a pound (300 = 3.00 lb). */
  readonly weight: number;
  readonly note: string;
  readonly imageId: string | null;
  readonly fromCountry: string;
  readonly toCountry: string;
  readonly contains: readonly ContainsFlag[];
  readonly sellerShipping: number;
  readonly state: ItemState;
  readonly declinedReason: string | null;
  readonly purchaseSiteOrderId: string | null;
  readonly trackingNumber: string | null;
  /** Last shipping stage reported for this item (step-5 status name). */
  readonly shippingStatus: StatusName | null;
  /** Sides (spec §9): the requester's on create (optional), the buyer's on modify; absent until known. */
  readonly dimensions?: ItemDimensions;
  /** Declared value of one unit, whole TWD, for precious goods (spec §9; machines/pricing/precious-goods.ts). */
  readonly declaredValueTwd?: number;
}

/** One item of a new request (CreateRequest, CombineRequests); `id` is made by the caller. Weight defaults to 3.00 lb when null. */
export interface NewItemInput {
  readonly id: string;
  readonly link: string;
  readonly name: string;
  readonly category: string;
  readonly brand?: string;
  readonly quantity: number;
  readonly color?: string;
  readonly size?: string;
  readonly price: Money;
  readonly weight?: number | null;
  readonly note?: string;
  readonly imageId?: string | null;
  readonly fromCountry: string;
  readonly toCountry: string;
  readonly contains: readonly ContainsFlag[];
  readonly sellerShipping?: number;
  /** The sides as the requester knows them (optional); the parcel limits are checked on them. */
  readonly dimensions?: ItemDimensions;
  /** Required where the category is precious (machines/pricing needsDeclaredValue). */
  readonly declaredValueTwd?: number | null;
}

export interface ShippingAddress {
  readonly recipientName: string;
  /** Spec §3 "recipient email": optional (older requests have none); checked by recipient-email.ts. */
  readonly recipientEmail?: string;
  readonly contactNumber: string;
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly district?: string;
  readonly city?: string;
  readonly region?: string;
  readonly zipCode?: string;
  readonly country: string;
}

export type Delivery =
  | { readonly kind: 'address'; readonly address: ShippingAddress }
  | { readonly kind: 'pickup'; readonly locationId: string };

/** The fee figures the pricing engine produces (FeeQuote without its explanation lines). */
export type BatchFees = FeeAmounts;

/**
 * Card money in HKD minor units. `authorised`, `captured` and `canceledAuthorisation` are the
 * checkout's payment; `topUpAuthorised` / `topUpCaptured` the payments of higher quote revisions'
 * increases (batch.top-up.ts; absent before the first). `refunded` is what went back to the checkout's
 * payment; `topUpRefunded` what a lower revision's difference took back from captured top-ups (each on
 * its own payment, TopUpRecord.refunded; absent until the first).
 * Invariants: captured + canceledAuthorisation <= authorised, topUpCaptured <= topUpAuthorised,
 * refunded <= captured, topUpRefunded <= topUpCaptured, captured + topUpCaptured <= the accepted
 * charge, and after a lower revision's refund the money kept equals the accepted charge (batch.arrival.ts).
 */
export interface BatchPayments {
  readonly currency: 'HKD';
  readonly authorised: number;
  readonly captured: number;
  readonly refunded: number;
  readonly canceledAuthorisation: number;
  readonly topUpAuthorised?: number;
  readonly topUpCaptured?: number;
  readonly topUpRefunded?: number;
}

export interface Checkout {
  readonly amount: number;
  readonly paymentMethod: string;
  readonly paymentReference: string;
}

/**
 * A promo code applied to the batch. The server converts the code's HKD figures into the fees'
 * currency when it is applied (amount rounded down, minimum rounded up), so the decider can
 * recompute the discount purely whenever the fees change.
 */
export interface BatchCoupon {
  readonly code: string;
  readonly kind: 'amount' | 'percent';
  /** kind amount: minor units of `currency` off. */
  readonly amountOff: number;
  /** kind percent: basis points of the total before the coupon (1000 = 10%). */
  readonly basisPoints: number;
  /** Minimum total before the coupon, minor units of `currency`; 0 = none. */
  readonly minOrderTotal: number;
  readonly currency: CurrencyCode;
  /** The discount in force: always equals fees.couponDiscount. */
  readonly discount: number;
}

/** The coupon's rule (ApplyCoupon), checked by the server against the promo code table (validity, once per account). */
export type CouponRule = Omit<BatchCoupon, 'discount'>;

/**
 * A purchase receipt (proof) the buyer uploaded (spec §3 "Proof upload"). Amounts are integer minor
 * units of the batch's fee currency; the file is an image re-encoded by the server (`fileKey`).
 */
export interface BatchProof {
  readonly id: string;
  readonly fileKey: string;
  readonly receiptAmount: number;
  readonly refundAmount: number;
  readonly masterPurchaseTransactionBatchNumber: string;
  readonly shopName: string;
  readonly proofType: string;
  readonly proofRemark: string;
  readonly transactionAccountId: string;
  readonly uploadedAt: string;
  readonly uploadedBy: string;
}

export interface Reasoned {
  readonly reason: string;
  readonly remark: string;
}

export interface BatchContext {
  readonly batchNumber: string;
  readonly requesterId: string;
  readonly buyerId: string | null;
  readonly items: readonly BatchItem[];
  readonly warehouse: string;
  readonly delivery: Delivery | null;
  readonly fees: BatchFees | null;
  readonly payments: BatchPayments;
  readonly checkout: Checkout | null;
  /** The promo code in force, if any (its discount is fees.couponDiscount). */
  readonly coupon: BatchCoupon | null;
  /** Set when the buyer changed the fees; the requester must confirm before paying (spec §4). */
  readonly feesUpdatedByBuyer: boolean;
  readonly serviceFeeWaived: boolean;
  readonly autoWorkflow: boolean;
  readonly buyerRemark: string | null;
  readonly buyerNote: string | null;
  readonly declined: Reasoned | null;
  readonly canceled: Reasoned | null;
  readonly paymentCanceled: Reasoned | null;
  readonly paymentError: { readonly code: string; readonly message: string } | null;
  readonly robotError: { readonly code: string; readonly message: string } | null;
  readonly refundReasons: readonly Reasoned[];
  /** Refund requests, oldest first (machines/batch/refund-request.types.ts, batch.refunds.ts). */
  readonly refundRequests: readonly RefundRequestRecord[];
  readonly abandonReason: string | null;
  readonly shippingStage: StatusName | null;
  /** When the current shipping stage was reached (the expected arrival counts from Overseas Shipping). */
  readonly shippingStageAt?: string | null;
  /** The pickup point's storage window (batch.pickup.ts); absent until the order is ready for pickup. */
  readonly pickup?: PickupState;
  readonly rating: { readonly stars: number; readonly review: string } | null;
  /** Purchase receipts uploaded after payment (ProofUploaded / ProofDeleted). */
  readonly proofs: readonly BatchProof[];
  readonly clonedFrom: { readonly batchNumber: string; readonly itemIds: readonly string[] } | null;
  readonly mergedInto: string | null;
  readonly combinedFrom: readonly string[];
  readonly createdAt: string | null;
  readonly submittedAt: string | null;
  readonly paidAt: string | null;
  /**
   * The quote revision: 0 before there are fees, then one more for every event that changes
   * what the requester will pay (its lines are `fees`, batch.quote.ts). Stored states from before it
   * existed lack it (read as 0 until the next fold from the stream).
   */
  readonly quoteRevision?: number;
  /** The event type that made the current quote revision (the timeline adds who, from the metadata). */
  readonly quoteReason?: string | null;
  /** Check-ins, item reviews, disputes, quote revisions after payment (docs/arrival.md); absent before any. */
  readonly arrival?: ArrivalState;
  /** Who handed the parcel over, where and when (ParcelHandedOver); absent before the hand-off. */
  readonly handOver?: { readonly pickupPointId: string; readonly staffId: string; readonly handedOverAt: string };
}

/** Before the first event the batch does not exist: the machine sits in `none`. */
export type BatchStatusValue = 'none' | StatusName;

/** The part of a machine snapshot the decider and permissions read. */
export interface BatchStateLike {
  readonly value: BatchStatusValue;
  readonly context: BatchContext;
}

export const DECLINE_REASONS = [
  'not_available_for_purchase',
  'out_of_stock',
  'prohibited_restricted_item',
  'no_product_link',
  'not_enough_information',
  'overweight',
  'too_many_request',
  'long_shipping_time',
  'multiple_seller',
  'other',
  'overdue_unpaid_request',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

// Re-exported so the types' one module keeps offering them; they live in leaf files (no import circle).
export { REFUND_REASONS } from './refund-request.types';
export type { RefundReason } from './refund-request.types';
export { SHIPPING_JOURNEY, SHIPPING_STAGES } from './status-table';
export type { ShippingStage } from './status-table';

export const EMPTY_PAYMENTS: BatchPayments = {
  currency: 'HKD',
  authorised: 0,
  captured: 0,
  refunded: 0,
  canceledAuthorisation: 0,
};

export const EMPTY_CONTEXT: BatchContext = {
  batchNumber: '',
  requesterId: '',
  buyerId: null,
  items: [],
  warehouse: '',
  delivery: null,
  fees: null,
  payments: EMPTY_PAYMENTS,
  checkout: null,
  coupon: null,
  feesUpdatedByBuyer: false,
  serviceFeeWaived: false,
  autoWorkflow: false,
  buyerRemark: null,
  buyerNote: null,
  declined: null,
  canceled: null,
  paymentCanceled: null,
  paymentError: null,
  robotError: null,
  refundReasons: [],
  refundRequests: [],
  abandonReason: null,
  shippingStage: null,
  rating: null,
  proofs: [],
  clonedFrom: null,
  mergedInto: null,
  combinedFrom: [],
  createdAt: null,
  submittedAt: null,
  paidAt: null,
  quoteRevision: 0,
  quoteReason: null,
};
