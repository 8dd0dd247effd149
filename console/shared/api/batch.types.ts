/**
 * Shapes of the batch API (spec §7, src/batch/README.md) as the customer app reads them.
 * Money is integer minor units with its currency; weights are hundredths of a pound.
 */
import type { OrderDetailFields } from './orders.types';

export type BatchType = 'requests' | 'orders';
export type BatchListKind = BatchType | 'archived';

export interface BatchListItem {
  id: string;
  batch_number: string;
  type: BatchType;
  status: string;
  status_code: number;
  step: number;
  requester_id: string;
  buyer_id: string | null;
  item_count: number;
  purchased_items: number;
  total: number | null;
  currency: string | null;
  created_at: string;
  updated_at: string;
}

export interface BatchListPage {
  results: BatchListItem[];
  count: number;
  page: number;
  page_size: number;
}

/** Query of GET /api/batch/requests | orders | archived; page 1 and page size 12 by default. */
export interface BatchListQuery {
  page?: number;
  page_size?: number;
  status?: string;
  search?: string;
  tabfilterOption?: string;
  /** A dashboard group (machines/batch status-groups), resolved by the server against the list asked for. */
  group?: string;
}

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
  contains: string[];
  sellerShipping: number;
  state: string;
  declinedReason: string | null;
  purchaseSiteOrderId?: string | null;
  trackingNumber?: string | null;
  shippingStatus?: string | null;
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
  buyerEarning: number;
}

/** The promo code in force (machines/batch BatchCoupon); `discount` equals fees.couponDiscount. */
export interface CouponView {
  code: string;
  discount?: number | null;
}

/** The read model's camelCase view of the batch (machines/batch/batch.view.ts), fields the app uses. */
export interface BatchView {
  batchNumber: string;
  items: BatchItemView[];
  warehouse: string;
  delivery: { kind: 'pickup'; locationId: string } | { kind: 'address'; address: Record<string, string | undefined> } | null;
  fees: BatchFeesView | null;
  feesUpdatedByBuyer: boolean;
  serviceFeeWaived: boolean;
  buyerRemark?: string | null;
  buyerNote?: string | null;
  declined: { reason: string; remark: string } | null;
  paymentError: { code: string; message: string } | null;
  coupon?: CouponView | null;
  /** HKD minor units (machines/batch BatchPayments). */
  payments?: { authorised: number; captured: number; refunded: number; canceledAuthorisation: number } | null;
  rating?: { stars: number; review: string } | null;
  paymentCanceled?: { reason: string; remark: string } | null;
  shippingStage?: string | null;
  /** The machine's record of refund requests (details come from GET /api/batch/refunds/{batchId}). */
  refundRequests?: Array<{ id: string; status: string }>;
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
  batch: BatchView;
}

/** Every command endpoint answers this (plus the X-Event-Position header). */
export interface CommandResult {
  id: string;
  batch_number?: string;
  status: string;
  revision: number;
  position: string;
  events: string[];
}

export interface NewItemBody {
  link: string;
  name: string;
  category: string;
  brand?: string;
  quantity: number;
  color?: string;
  size?: string;
  price: number;
  currency: string;
  weight?: number | null;
  note?: string;
  image_id?: string | null;
  from_country: string;
  to_country: string;
  contains: string[];
}

export interface ShippingAddressBody {
  recipient_name: string;
  contact_number: string;
  address_line1: string;
  address_line2?: string;
  district?: string;
  zip_code?: string;
  country: string;
}

/** POST /api/batch/requests/create */
export interface CreateRequestBody {
  items: NewItemBody[];
  warehouse: string;
  pickup_location_id?: string;
  shipping_address?: ShippingAddressBody;
  restrictions_confirmed: boolean;
}

/** POST /api/batch/requests/modify/{id}/items. Money in the item's minor units, weight in hundredths of a pound. */
export interface ModifyItemsBody {
  items: Array<{ id: string; quantity: number; weight: number; price: number; seller_shipping: number; is_declined?: boolean }>;
  /** The sum of the items' seller shipping; a mismatch is "Local Shipping Fee Summary Error". */
  local_shipping_fee: number;
  additional_fee: number;
  remark?: string;
  /** These are the final figures: the requester is asked to pay. */
  final_fee: boolean;
  is_edit_declined_item: boolean;
  had_waive_service_fee: boolean;
  confirm_coupon_update?: boolean;
}

export interface PickupLocation {
  id: string;
  name: string;
  addressLine1?: string;
  addressLine2?: string;
  district?: string;
  openHours?: string;
}

export interface UploadedFile {
  id: string;
  url?: string;
}

export interface CombineCandidate {
  id: string;
  batch_number: string;
  status: string;
  item_count?: number;
}
