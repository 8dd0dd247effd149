import type { QuoteView } from './quote';
import type { ArrivalView } from './arrival';
import type { DeadlinesView } from './deadlines';
import type { ParcelRulingView } from './batch-commands';
/**
 * Shapes of the batch API (spec §7, src/batch/README.md) as the customer app reads them.
 * Money is integer minor units with its currency; weights are hundredths of a pound.
 */
import type { BatchType } from './batch-list';
import type { OrderDetailFields } from './order-detail';

export interface MoneyView {
  amount: number;
  currency: string;
}

export interface BatchItemView {
  id: string;
  link: string;
  name: string;
  category: string;
  brand: string;
  quantity: number;
  color: string;
  size: string;
  price: MoneyView;
  weight: number;
  note: string;
  imageId: string | null;
  fromCountry: string;
  toCountry: string;
  contains: readonly string[];
  sellerShipping: number;
  state: string;
  declinedReason: string | null;
  purchaseSiteOrderId?: string | null;
  trackingNumber?: string | null;
  shippingStatus?: string | null;
  /** Sides (spec §9): the requester's on create or the buyer's measure; absent until known. */
  dimensions?: { lengthCm: number; widthCm: number; heightCm: number };
  /** Spec §9 precious goods: declared value of one unit, whole TWD; absent when none was declared. */
  declaredValueTwd?: number;
}

export interface BatchFeesView {
  currency: string;
  itemSubtotal: number;
  sellerShipping: number;
  localShipping: number;
  internationalShipping: number;
  additionalFee: number;
  serviceFee: number;
  insuranceFee: number;
  couponDiscount: number;
  total: number;
  /** Internal: never sent to the requester. */
  buyerEarning?: number;
}

/** The promo code in force (machines/batch BatchCoupon); `discount` equals fees.couponDiscount. */
export interface CouponView {
  code: string;
  discount?: number | null;
}

/** A delivery address as the batch stores it (camelCase, machines/batch ShippingAddress). */
export interface ShippingAddressView {
  recipientName: string;
  recipientEmail?: string;
  contactNumber: string;
  addressLine1: string;
  addressLine2?: string;
  district?: string;
  city?: string;
  region?: string;
  zipCode?: string;
  country: string;
}

/** The read model's camelCase view of the batch (machines/batch/batch.view.ts), fields the app uses. */
export interface BatchView {
  batchNumber: string;
  items: readonly BatchItemView[];
  warehouse: string;
  delivery: { kind: 'pickup'; locationId: string } | { kind: 'address'; address: ShippingAddressView } | null;
  fees: BatchFeesView | null;
  feesUpdatedByBuyer: boolean;
  serviceFeeWaived: boolean;
  buyerRemark?: string | null;
  buyerNote?: string | null;
  declined: { reason: string; remark: string } | null;
  paymentError: { code: string; message: string } | null;
  coupon?: CouponView | null;
  /** HKD minor units (machines/batch BatchPayments). */
  payments?: {
    authorised: number;
    captured: number;
    refunded: number;
    canceledAuthorisation: number;
    /** Higher revisions' increases paid by card (top-ups), absent before the first. */
    topUpAuthorised?: number;
    topUpCaptured?: number;
    /** What lower revisions gave back from the top-ups, absent before the first. */
    topUpRefunded?: number;
  } | null;
  rating?: { stars: number; review: string } | null;
  paymentCanceled?: { reason: string; remark: string } | null;
  shippingStage?: string | null;
  /** The machine's record of refund requests (details come from GET /api/batch/refunds/{batchId}). */
  refundRequests?: ReadonlyArray<{ id: string; status: string }>;
  /**
   * The machine's arrival record (machines/batch ArrivalState), staff's internal notes left out for
   * requester and buyer: the app restores the order's machine from it; screens read the detail's `arrival`.
   */
  arrival?: object;
}

/** GET /api/batch/{batchType}/{batchId} (the after-payment fields are in OrderDetailFields). */
export interface BatchDetail extends OrderDetailFields {
  id: string;
  batch_number: string;
  type: BatchType;
  status: string;
  status_code: number;
  step: number;
  revision: number;
  requester_id: string;
  buyer_id: string | null;
  created_at: string;
  updated_at: string;
  allowed_commands: string[];
  fees_updated_by_buyer?: boolean;
  coupon?: CouponView | null;
  /**
   * Spec §3 "available local shipping fee balance", minor units of `currency` (the fees'): the local
   * shipping fee less what refund requests give back of it; null while the batch has no fees.
   */
  local_shipping_balance?: { currency: string; charged: number; refunded: number; available: number } | null;
  /** Spec §9 parcel rules on the batch as it stands: the reading, the warning, charged weights. */
  parcel?: ParcelRulingView;
  /** The current quote revision: confirm and pay name `quote.revision`. */
  quote?: QuoteView | null;
  /** Check-ins, item reviews, disputes and quote revisions after payment (null before payment). */
  arrival?: ArrivalView | null;
  /** The cut-off, the expected arrival and the pickup point's free storage (src/around-batch/deadlines). */
  deadlines?: DeadlinesView;
  batch: BatchView;
}

export interface PickupLocation {
  id: string;
  name: string;
  addressLine1?: string;
  addressLine2?: string;
  district?: string;
  openHours?: string;
}

export interface CombineCandidate {
  id: string;
  batch_number: string;
  status: string;
  item_count?: number;
}

/** GET /api/batch/requests/combine_request_list/{id} (`stale`: read-your-writes gave up waiting). */
export interface CombineCandidates {
  results: CombineCandidate[];
  stale?: boolean;
}

/** Lists of reference rows may arrive bare or wrapped; clients accept both. */
export type PickupLocationList = PickupLocation[] | { results: PickupLocation[] };

/** GET /api/location/{id}/: a region id gives its pickup points, a pickup point id that point. */
export type PickupLocationsIn = PickupLocation[] | PickupLocation;
