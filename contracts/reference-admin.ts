/**
 * Reference tables as staff edit them (src/operations/reference-admin): the stored rows, the write
 * bodies and the change log. Auditors read; every write is recorded with who and when.
 */

/**
 * A fee rate row; amounts in cents of its price type.
 * @additionalProperties false
 */
export interface FeeRateRecord {
  id: number;
  fee_country_from: number;
  fee_country_to: number;
  price_type: string;
  weight_type: number;
  fee_flat_cents: number;
  fee_per_weight_cents: number;
}

/** PUT /api/admin/reference/fee-rates/{id} */
export interface FeeRatePatch {
  fee_flat_cents?: number;
  fee_per_weight_cents?: number;
}

/** @additionalProperties false */
export interface FeaturedShopRecord {
  id: number;
  region: 'us' | 'hk';
  name: string;
  url: string;
  categories: string[];
  description: string;
  image: string | null;
}

/** POST /api/admin/reference/featured-shops */
export interface FeaturedShopCreate {
  region: 'us' | 'hk';
  name: string;
  url: string;
  categories: string[];
  description?: string;
  image?: string | null;
}

/** PUT /api/admin/reference/featured-shops/{id} */
export type FeaturedShopPatch = Partial<FeaturedShopCreate>;

/** Opening hours of a pickup point, 24-hour `HH:MM`. */
export interface OpenHoursEntry {
  days: string;
  open: string;
  close: string;
}

/** @additionalProperties false */
export interface PickupLocationRecord {
  id: string;
  sort: number;
  name: string;
  name_zh_hk: string;
  name_zh_tw: string;
  address_line_1: string;
  address_line_2: string;
  district: string;
  region_id: number;
  district_id: number;
  open_hours: OpenHoursEntry[];
  open_hours_text: string;
  geolink: string;
}

/** PUT /api/admin/reference/pickup-locations/{id} */
export interface PickupLocationPatch {
  name?: string;
  name_zh_hk?: string;
  name_zh_tw?: string;
  address_line_1?: string;
  address_line_2?: string;
  open_hours?: OpenHoursEntry[];
  open_hours_text?: string;
}

/** @additionalProperties false */
export interface ProhibitedItemRecord {
  /** The key: lower-case letters, digits and `_`. */
  name: string;
  category: string;
  sort: number;
  title: string;
  scope: 'all' | 'usa';
  description: string;
}

/** POST /api/admin/reference/prohibited-items */
export interface ProhibitedItemCreate {
  name: string;
  category: string;
  title: string;
  scope: 'all' | 'usa';
  description?: string;
  sort?: number;
}

/** PUT /api/admin/reference/prohibited-items/{name} */
export type ProhibitedItemPatch = Partial<Omit<ProhibitedItemCreate, 'name'>>;

/** PUT /api/admin/reference/currency-rates/{currency}: units of the currency per US dollar × 1,000,000. */
export interface CurrencyRatePatch {
  rate_micro: number;
}

/** @additionalProperties false */
export interface FeeRateRecordList {
  results: FeeRateRecord[];
}
/** @additionalProperties false */
export interface FeaturedShopRecordList {
  results: FeaturedShopRecord[];
}
/** @additionalProperties false */
export interface PickupLocationRecordList {
  results: PickupLocationRecord[];
}
/** @additionalProperties false */
export interface ProhibitedItemRecordList {
  results: ProhibitedItemRecord[];
}

/**
 * DELETE answers of the reference tables.
 * @additionalProperties false
 */
export interface ReferenceRowDeleted {
  deleted: true;
}

export type ReferenceTableName =
  'fee_rates' | 'featured_shops' | 'pickup_locations' | 'prohibited_items' | 'currency_rates' | 'accounts';

/**
 * One recorded change: the row before and after (null when created or removed).
 * @additionalProperties false
 */
export interface ReferenceChange {
  id: number;
  table: ReferenceTableName;
  key: string;
  before: unknown;
  after: unknown;
  changed_by: string;
  changed_at: string;
}

/**
 * GET /api/admin/reference/changes (newest first).
 * @additionalProperties false
 */
export interface ReferenceChangeList {
  results: ReferenceChange[];
}

/** GET /api/admin/reference/changes query. */
export interface ReferenceChangesQuery {
  table?: ReferenceTableName;
  /** 1-500, default 100. */
  limit?: number;
}
