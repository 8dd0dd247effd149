/** Reference data shapes (spec §3), as the server sends them. Localised names are per-language fields. */
export interface Country {
  id: number;
  shortcode: string;
  /** "b" = usable as origin, "r" = usable as destination; may hold both. */
  permission: string;
  country_name: string;
  [localisedName: `country_name_${string}`]: string | undefined;
}

export interface Category {
  id: number;
  /** Stable code (`womens_fashion`): what an item's `category` holds. */
  code: string;
  [localisedName: `category_name_${string}`]: string | undefined;
}

/** One row of GET /api/order/rates/ (decimal strings plus exact cents), with its route. */
export interface FeeRateRow {
  fee_country_from: number;
  fee_country_to: number;
  price_type: string;
  weight_type: number;
  fee_flat: string;
  fee_per_weight: string;
  fee_flat_cents: number;
  fee_per_weight_cents: number;
}

export interface FeeRatesBody {
  fee_country_from: number;
  fee_country_to: number;
  count: number;
  results: Array<Omit<FeeRateRow, 'fee_country_from' | 'fee_country_to'>>;
  /** What `fee_per_weight` applies to: the actual weight unless CHARGE_BASIS=volumetric. */
  charge_basis?: 'actual' | 'volumetric';
}

export type ShopRegion = 'us' | 'hk';

/** The featured shops' categories; `All` is the filter's "every category", never a shop's own. */
export type ShopCategory =
  | 'All'
  | 'BabyAndKid'
  | 'Women'
  | 'Men'
  | 'HealthAndBeauty'
  | 'SportAndOutdoor'
  | 'HomeAndTech'
  | 'Accessories'
  | 'Lifestyle'
  | 'Books'
  | 'Mall'
  | 'Food'
  | 'Others';

export interface FeaturedShop {
  name: string;
  url: string;
  categories: string[];
  description?: string | null;
  image?: string | null;
}

export interface FeaturedShopsBody {
  region: ShopRegion;
  category: string;
  /** The categories this region offers, 'All' first (Hong Kong has no Others). */
  categories: string[];
  count: number;
  results: FeaturedShop[];
}

export type ProhibitedScope = 'all' | 'usa';

export interface ProhibitedItem {
  name: string;
  title: string;
  description: string;
  scope: ProhibitedScope;
}

export interface ProhibitedItemsBody {
  country: ProhibitedScope;
  categories: Array<{ key: string; title: string; items: ProhibitedItem[] }>;
}

/** GET /api/item/unit/ (spec §3 units; `per_pound` converts for display). */
export interface UnitsResponse {
  weight: Array<{ id: number; code: string; name: string; per_pound: number }>;
  currency: Array<{ id: number; code: string; name: string; display: string; symbol: string }>;
  /** Payment is always in Hong Kong dollars. */
  payment_currency: string;
}

/** GET /api/language/: the languages this caller may pick. */
/**
 * One language the apps offer (GET /api/language lists those the viewer may pick).
 * @additionalProperties false
 */
export interface Language {
  id: number;
  /** en-us, en-hk, zh-hk, zh-tw or zh-mo */
  locale: string;
  name: string;
  icon: string;
  currency: string;
}

export type LanguageList = Language[];

export interface ListBody<T> {
  results: T[];
}

/** A region or district row; `name` is already in the `?lang` asked for. */
export interface Place {
  id: number;
  name: string;
}

export type CountryList = Country[] | ListBody<Country>;
export type CategoryList = Category[] | ListBody<Category>;
export type PlaceList = Place[];

/**
 * A currency's rate against the US dollar.
 * @additionalProperties false
 */
export interface CurrencyRate {
  /** ISO 4217 code. */
  currency: string;
  /** Units of the currency per US dollar × 1,000,000 (HKD 7.80 = 7800000). */
  rate_micro: number;
  /** The same rate as a decimal string with six places. */
  per_usd: string;
  updated_at: string;
}

/**
 * GET /api/currency/rates (public; USD itself is left out).
 * @additionalProperties false
 */
export interface CurrencyRateTable {
  base: 'USD';
  count: number;
  results: CurrencyRate[];
}

/**
 * GET /api/admin/reference/currency-rates
 * @additionalProperties false
 */
export interface CurrencyRateList {
  results: CurrencyRate[];
}

/** `?lang=`: one of the supported locales (en-us, en-hk, zh-hk, zh-tw, zh-mo); names come localised. */
export interface LangQuery {
  lang?: string;
}

/** GET /api/country/ query: `permission` r = requester (destination) countries, b = buyer (origin) countries. */
export interface CountryQuery extends LangQuery {
  permission?: 'r' | 'b';
}

/** The `{id}` of /api/country/{id}/..., /api/region/{id}/... and /api/state/{id}/...: a positive integer. */
export interface PlaceIdPath {
  /** @minimum 1 */
  id: number;
}

/** The `{id}` of /api/location/{id}/ and /api/location/detail/{id}/: a region code or a location id. */
export interface LocationIdPath {
  id: string;
}

/** GET /api/order/rates/ query: the route's two country ids. */
export interface FeeRatesQuery {
  /** @minimum 1 */
  fee_country_from?: number;
  /** @minimum 1 */
  fee_country_to?: number;
}

/** GET /api/shop/featured/ query. */
export interface FeaturedShopsQuery {
  region?: ShopRegion;
  category?: ShopCategory;
}

/** GET /api/prohibited-items/ query. */
export interface ProhibitedItemsQuery {
  country?: ProhibitedScope;
}
