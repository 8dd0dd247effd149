import { CATEGORY_ROWS } from '../../../migrations/1763886000100-reference-geography.rows';

/**
 * The item categories of `GET /api/category/` by their stable code (`womens_fashion`, `books`, …).
 * An item's `category` is one of these, and a buyer's category expertise is stated in the same
 * codes, so assignment can compare them.
 */
export const ITEM_CATEGORY_CODES: readonly string[] = CATEGORY_ROWS.map(([, code]) => code);
