/** Request bodies of the batch command routes and the one answer they all share (src/batch/http). */
import type { ContainsFlag, DeclineReason } from '@machines/batch/batch.types';
import type { CurrencyCode } from '@machines/pricing/money';

/** Every command endpoint answers this (plus the X-Event-Position header). */
export interface CommandResult {
  id: string;
  batch_number?: string;
  status: string;
  revision: number;
  position: string;
  events: string[];
}

/**
 * The parcel rules (spec §9) where the buyer forms the parcel: the configured limits reading, the
 * spec's warning "Extra fees or rejection may apply" when a limit is exceeded (null otherwise),
 * each exceeded limit (`item_id` null: the whole shipment), and each measured item's volumetric
 * and charged weight (hundredths of a pound).
 */
export interface ParcelRulingView {
  reading: 'A' | 'B' | 'C';
  warning: string | null;
  violations: Array<{ item_id: string | null; code: string; params: Record<string, unknown> }>;
  charged: Array<{ item_id: string; volumetric_weight: number; charged_weight: number }>;
}

/** POST /api/batch/requests/modify/{id}/items answers the command result, the spec's text and the parcel ruling. */
export interface ModifyItemsResult extends CommandResult {
  code: 'MODIFY_SUCCEEDED';
  message: string;
  parcel: ParcelRulingView;
}

/**
 * POST /api/batch/requests/create answers the command result and spec §9's ruling of the request as
 * one shipment (its warning when the limits are passed and PARCEL_LIMITS_BEYOND is `warn`).
 */
export interface CreateRequestResult extends CommandResult {
  parcel: ParcelRulingView;
}

/** Measured sides of an item in cm (up to two decimals, at most 1000). */
export interface DimensionsBody {
  length_cm: number;
  width_cm: number;
  height_cm: number;
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
  currency: CurrencyCode;
  /** Omitted or null: the spec's default of 3.00 lb. */
  weight?: number | null;
  note?: string;
  image_id?: string | null;
  from_country: string;
  to_country: string;
  contains: ContainsFlag[];
  /** The seller's shipping for this item, in its minor units. */
  seller_shipping?: number;
  /**
   * Spec §9: the sides as the requester knows them (optional). Beyond the configured reading's side
   * limits, or a volumetric weight over 5 × the weight, the request is refused naming
   * `items[n].dimensions` (or taken with the warning, PARCEL_LIMITS_BEYOND=warn).
   */
  dimensions?: DimensionsBody;
  /**
   * Spec §9 precious goods: declared value of one unit in whole TWD; required where the category is
   * precious (`accessories`). A line over TWD 30,000 or a request over TWD 50,000 is refused (422).
   */
  declared_value_twd?: number | null;
}

export interface ShippingAddressBody {
  recipient_name: string;
  /** Spec §3 "recipient email" (optional); a malformed one is 400 VALIDATION_FAILED `shipping_address.recipient_email`. */
  recipient_email?: string;
  contact_number: string;
  address_line1: string;
  address_line2?: string;
  district?: string;
  city?: string;
  region?: string;
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

/** One item of a modify: the figures left out keep their value. */
export interface ModifiedItemBody {
  id: string;
  quantity?: number;
  /** Hundredths of a pound each. */
  weight?: number;
  price?: number;
  seller_shipping?: number;
  /** With is_edit_declined_item: this item is declined in the same change. */
  is_declined?: boolean;
  /** Spec §9: the measured sides; the charged weight follows the volumetric rule. */
  dimensions?: DimensionsBody;
}

/**
 * POST /api/batch/requests/modify/{id}/items. Money in the item's minor units, weight in hundredths
 * of a pound. Every figure is optional: what is left out keeps its value.
 */
export interface ModifyItemsBody {
  items: ModifiedItemBody[];
  /** The sum of the items' seller shipping; a mismatch is "Local Shipping Fee Summary Error". */
  local_shipping_fee?: number;
  additional_fee?: number;
  remark?: string;
  /** These are the final figures: the requester is asked to pay. */
  final_fee?: boolean;
  /** Items marked is_declined are declined in the same change, for `declined_reason`. */
  is_edit_declined_item?: boolean;
  declined_reason?: DeclineReason;
  had_waive_service_fee?: boolean;
  confirm_coupon_update?: boolean;
}

/** A corrected shop link of one item (http or https only). */
export interface UpdatedLinkBody {
  item_id: string;
  link: string;
}

/** PUT /api/batch/requests/accept/{id} */
export interface AcceptRequestBody {
  updated_links?: UpdatedLinkBody[];
  confirm_coupon_update?: boolean;
}

/** POST /api/batch/requests/decline/{id} */
export interface DeclineRequestBody {
  declined_reason: DeclineReason;
  declined_remark?: string;
}

/** PUT /api/batch/requests/cancel/{id}: the spec sends no body; a reason is optional. */
export interface CancelRequestBody {
  canceled_reason?: string;
  canceled_remark?: string;
}

/** POST /api/batch/requests/decline/{id}/items: the reason defaults to not_available_for_purchase. */
export interface DeclineItemsBody {
  items: string[];
  /** Any decline reason but overdue_unpaid_request (the scheduler's, for whole requests). */
  declined_reason?: DeclineReason;
  declined_remark?: string;
}

/** PUT /api/batch/requests/update_warehouse/{id} */
export interface UpdateWarehouseBody {
  warehouse: string;
}

/** PUT /api/batch/requests/add/{id}/buyer/remark */
export interface BuyerRemarkBody {
  buyer_remark: string;
}

/** PUT /api/batch/orders/clone/{id}: the source's item ids to put in the new request. */
export interface CloneRequestBody {
  clone_item_list: string[];
}

/** POST /api/batch/requests/combine_request: the first id is kept, the others are merged into it. */
export interface CombineRequestBody {
  batch_request_ids: string[];
}

/** PUT /api/batch/requests/coupon/{id} */
export interface ApplyCouponBody {
  coupon_code: string;
}

/** PUT /api/admin/batches/{id}/assign */
export interface AssignBuyerBody {
  buyer_id: string;
  /** Required when the batch already had a buyer (the audit trail says why). */
  explanation?: string;
}

/**
 * PUT /api/batch/requests/confirm/{id}: the quote revision accepted (GET detail `quote.revision`), here
 * or as `If-Match: "<n>"`; one of the two is required (428 QUOTE_REVISION_REQUIRED).
 */
export interface ConfirmRequestBody {
  /** @minimum 1 */
  quote_revision?: number;
}
