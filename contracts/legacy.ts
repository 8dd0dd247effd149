/**
 * The older item and order interface (spec §3 "legacy order/item records", §7 "older item and order
 * endpoints") as a compatibility layer onto the batch (src/legacy-api/README.md). A legacy order is a
 * batch; a legacy item is one item of a batch. Every field's doc names the new field it maps to, and
 * the OpenAPI document shows these docs. Money is in major units of `price_type` (the new API: integer
 * minor units); weights are in `weight_type` units (the new API: hundredths of a pound).
 */

import type { PayBody } from './batch/checkout';

/** The legacy grouping of spec §4 (machines/batch LEGACY_GROUPS). */
export type LegacyGroup = 'active' | 'processing' | 'pending' | 'completed';

/** The colour and size of an item (the legacy "detail"). */
export interface LegacyItemDetail {
  /** New: items[].color */
  color: string;
  /** New: items[].size */
  size: string;
}

/**
 * One legacy item: one item of a batch.
 * @additionalProperties false
 */
export interface LegacyItem {
  /** `{batch id}:{item id}` (new: batch id and items[].id). */
  id: string;
  /** New: items[].name */
  name: string;
  /** New: items[].note (the template lines) */
  description: string;
  /** New: items[].brand */
  brand: string;
  /** New: items[].link */
  link: string;
  /** New: items[].price.amount / 100 (major units of price_type) */
  price: number;
  /** New: items[].color and items[].size */
  detail: LegacyItemDetail;
  /** New: items[].category (a code of GET /api/category/) */
  category: string;
  /** Unit of `weight`: always `lb` in answers (new: hundredths of a pound) */
  weight_type: 'lb';
  /** New: items[].price.currency */
  price_type: string;
  /** New: items[].imageId (one image; empty when none) */
  imageIds: string[];
  /** New: items[].weight / 100 (pounds) */
  weight: number;
  /** New: items[].fromCountry */
  location: string;
  /** New: requester_id of the batch */
  account: string;
  /** New: items[].quantity (extra field) */
  quantity: number;
  /** New: the batch's id (extra field) */
  order: string;
  /** New: the batch's status (extra field) */
  status: string;
}

/**
 * One legacy order: one batch.
 * @additionalProperties false
 */
export interface LegacyOrder {
  /** New: id (the batch id) */
  id: string;
  /** New: batch_number (extra field) */
  batch_number: string;
  /** New: requester_id */
  requester: string;
  /** New: buyer_id (extra field) */
  buyer: string | null;
  /** The first item as a legacy item id `{batch id}:{item id}` (new: batch.items[0].id) */
  item: string;
  /** Every item of the batch as legacy item ids (extra field; new: batch.items[].id) */
  items: string[];
  /** New: the sum of batch.items[].quantity */
  quantity: number;
  /** New: batch.fees.total / 100 (what the requester pays, in fees.currency) */
  online_fee: number | null;
  /** New: fees.you_earn / 100; null for the requester (never shown to them) */
  buyer_fee: number | null;
  /** New: batch.items[0].fromCountry */
  country_from: string;
  /** New: batch.items[0].toCountry */
  country_to: string;
  /** New: delivery.address.addressLine1, or `pickup:{location id}` for a pickup point */
  address: string;
  /** New: delivery.address.addressLine2 */
  address_2: string;
  /** New: delivery.address.zipCode */
  zipcode: string;
  /** New: batch.items[0].note */
  note: string;
  /** New: delivery.address.region */
  region: string;
  /** New: delivery.address.district */
  district: string;
  /** New: delivery.address.country (the legacy "state" held the country or state) */
  state: string;
  /** New: delivery.address.city */
  city: string;
  /** New: delivery.address.recipientName */
  recipient_name: string;
  /** New: delivery.address.contactNumber */
  contact_number: string;
  /** The legacy status name for the batch's status (src/legacy-api/legacy-status.ts) */
  order_status: string;
  /** The legacy group of order_status (spec §4 legacy grouping) */
  group: LegacyGroup;
  /** New: status (extra field) */
  status: string;
  /** New: the first tracking number of batch.items[].trackingNumber */
  track_number: string | null;
  /** New: batch.rating.stars */
  stars: number | null;
  /** New: batch.rating.review */
  reviews: string | null;
  /** New: created_at */
  created_at: string;
  /** New: updated_at */
  updated_at: string;
}

/** @additionalProperties false */
export interface LegacyItemPage {
  results: LegacyItem[];
  count: number;
}

/** @additionalProperties false */
export interface LegacyOrderPage {
  results: LegacyOrder[];
  count: number;
}

/** GET /api/item/ and /api/order/ paging (page from 1, page_size 12 by default, at most 50). */
export interface LegacyListQuery {
  page?: number;
  page_size?: number;
  /** /api/order/ only: one legacy group */
  group?: LegacyGroup;
}

/**
 * POST /api/item/add: a new draft request (status new, legacy group pending) holding the item.
 * Its delivery is the first pickup point until an order is placed with POST /api/order/add.
 */
export interface LegacyItemAddBody {
  name: string;
  description?: string;
  brand?: string;
  link: string;
  /** Major units of price_type (2 decimals at most) */
  price: number;
  detail?: Partial<LegacyItemDetail>;
  category: string;
  /** lb (default), kg or oz */
  weight_type?: 'lb' | 'kg' | 'oz';
  /** USD, HKD or TWD (default USD) */
  price_type?: string;
  imageIds?: string[];
  /** In weight_type; omitted: the spec's 3.00 lb */
  weight?: number;
  /** The item's origin country (new: fromCountry); default us */
  location?: string;
  /** Must be the caller's own account id when given */
  account?: string;
  /** Default 1 */
  quantity?: number;
  /** The requester confirms no parcel restriction or prohibited-item rule is broken (spec §5): required, true */
  restrictions_confirmed: boolean;
  /**
   * Spec §9 precious goods (new: items[].declared_value_twd): declared value of one unit in whole TWD,
   * required where the category is precious (`accessories`); refused over TWD 30,000 a line, 50,000 a request
   */
  declared_value_twd?: number;
}

/** PUT /api/item/update/{id}: the assigned buyer's price, weight and quantity (new: modify/{id}/items). */
export interface LegacyItemUpdateBody {
  price?: number;
  weight?: number;
  weight_type?: 'lb' | 'kg' | 'oz';
  quantity?: number;
}

/** POST /api/order/add: a new request from a legacy item, with the quantity and the delivery address. */
export interface LegacyOrderAddBody {
  /** A legacy item id `{batch id}:{item id}` of one of the caller's batches */
  item: string;
  quantity: number;
  country_from?: string;
  country_to: string;
  address: string;
  address_2?: string;
  zipcode?: string;
  note?: string;
  region?: string;
  district?: string;
  state?: string;
  city?: string;
  recipient_name: string;
  contact_number: string;
}

/**
 * PUT /api/order/update/{id}/: each field is one command of the new API (src/legacy-api/README.md):
 * order_status accepted/declined/canceled/confirmed/purchased/a shipping stage/completed,
 * track_number (send/{id}/items for every item), stars + reviews (received/{id}/items).
 */
export interface LegacyOrderUpdateBody {
  order_status?: string;
  track_number?: string;
  stars?: number;
  reviews?: string;
  /** With order_status purchased: the shop's order id */
  purchase_site_order_id?: string;
  /** With order_status declined or canceled */
  reason?: string;
  /**
   * With order_status confirmed: the quote revision accepted (or `If-Match`); required (428
   * QUOTE_REVISION_REQUIRED, whose params carry the quote).
   * @minimum 1
   */
  quote_revision?: number;
}

/** @additionalProperties false */
export interface LegacyOrderUpdated {
  id: string;
  order_status: string;
  group: LegacyGroup;
  status: string;
  revision: number;
  position: string;
}

/** @additionalProperties false */
export interface LegacyCreated {
  /** The new legacy item id (item add) or batch id (order add) */
  id: string;
  /** The batch id */
  order: string;
  batch_number: string;
  order_status: string;
  status: string;
  position: string;
}

/** @additionalProperties false */
export interface LegacyTagCount {
  tag: LegacyGroup;
  count: number;
}

/** GET /api/order/tag/: the caller's orders per legacy group. @additionalProperties false */
export interface LegacyTagList {
  results: LegacyTagCount[];
}

/** POST /api/payment/pay/: the checkout body of /api/batch/checkout/payments/{id} plus the order id. */
export interface LegacyPayBody extends PayBody {
  /** The batch id */
  order: string;
}
