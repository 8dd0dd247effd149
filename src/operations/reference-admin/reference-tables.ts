/**
 * The reference tables staff may edit, their key column and the columns a change may write. Column
 * names come from this list only (never from a request), so building SQL from them is safe.
 */
export interface ReferenceTable {
  table: string;
  key: string;
  keyIsInt: boolean;
  writable: readonly string[];
  jsonColumns: readonly string[];
  order: string;
}

export const REFERENCE_TABLES = {
  feeRates: {
    table: 'fee_rates',
    key: 'id',
    keyIsInt: true,
    writable: ['fee_flat_cents', 'fee_per_weight_cents'],
    jsonColumns: [],
    order: 'id',
  },
  featuredShops: {
    table: 'featured_shops',
    key: 'id',
    keyIsInt: true,
    writable: ['region', 'name', 'url', 'categories', 'description', 'image'],
    jsonColumns: [],
    order: 'id',
  },
  pickupLocations: {
    table: 'pickup_locations',
    key: 'id',
    keyIsInt: false,
    writable: ['name', 'name_zh_hk', 'name_zh_tw', 'address_line_1', 'address_line_2', 'open_hours', 'open_hours_text'],
    jsonColumns: ['open_hours'],
    order: 'sort',
  },
  prohibitedItems: {
    table: 'prohibited_items',
    key: 'name',
    keyIsInt: false,
    writable: ['name', 'category', 'title', 'scope', 'description', 'sort'],
    jsonColumns: [],
    order: 'category, sort, name',
  },
  currencyRates: {
    table: 'currency_rates',
    key: 'currency',
    keyIsInt: false,
    writable: ['rate_micro'],
    jsonColumns: [],
    order: 'currency',
  },
} as const satisfies Record<string, ReferenceTable>;
