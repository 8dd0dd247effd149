import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CATEGORY_ROWS } from '../../../../migrations/1763886000100-reference-geography.rows';
import { stacked } from '../../../platform/web/field-rules';
import { OPTIONAL_SHOP_LINK } from './shop-link';

// The category codes of GET /api/category/, from the reference rows (src/batch imports no operations module).
const ITEM_CATEGORY_CODES: readonly string[] = CATEGORY_ROWS.map(([, code]) => code);

/** An item's shop page link (http(s), or empty where the spec allows no link). */
export const ShopLink = (): PropertyDecorator =>
  stacked(IsString(), MaxLength(2000), Matches(OPTIONAL_SHOP_LINK, { message: 'Wrong format' }));

/** An item's category: one of the codes of GET /api/category/. */
export const ItemCategory = (): PropertyDecorator =>
  stacked(IsString(), IsIn(ITEM_CATEGORY_CODES, { message: 'Wrong Input' }));

/** An id POST /api/upload/ answered (e.g. `items/<uuid>.jpg`): path segments only, never `..`. */
export const UPLOAD_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?(\/[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?)*$/;

/** An item's picture: absent, or the id of an upload. */
export const OptionalUploadId = (): PropertyDecorator =>
  stacked(IsOptional(), IsString(), MaxLength(200), Matches(UPLOAD_ID));
