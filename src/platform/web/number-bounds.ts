// Bounds for numbers that reach SQL. class-validator's IsInt takes 1e178 (an integer to JavaScript);
// PostgreSQL cannot parse it as its column's type and the request would answer 500 instead of 400.

/**
 * The highest page number any list accepts: a page is an OFFSET of (page - 1) × page size, and
 * 100,000 pages is far past any list's end.
 */
export const MAX_PAGE = 100_000;

/** The largest value of a PostgreSQL `integer` column. */
export const MAX_INTEGER = 2_147_483_647;

/** The largest id of a table keyed by a PostgreSQL `integer` (serial): countries, regions, fee rates. */
export const MAX_INTEGER_ID = MAX_INTEGER;

/**
 * The largest value a `bigint` column takes from a request: PostgreSQL's bigint goes further, but a
 * JSON number past this is no longer an exact integer in JavaScript.
 */
export const MAX_BIGINT_INPUT = Number.MAX_SAFE_INTEGER;
