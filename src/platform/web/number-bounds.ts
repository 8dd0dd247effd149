// Bounds for numbers that reach SQL. class-validator's IsInt takes 1e178 (an integer to JavaScript);
// PostgreSQL cannot parse it as its column's type and the request would answer 500 instead of 400.

/**
 * The highest page number any list accepts: a page is an OFFSET of (page - 1) × page size, and
 * 100,000 pages is far past any list's end.
 */
export const MAX_PAGE = 100_000;

/** The largest id of a table keyed by a PostgreSQL `integer` (serial): countries, regions, fee rates. */
export const MAX_INTEGER_ID = 2_147_483_647;
