/** Operators: the reference tables as staff edit them, and their change log. */
import type { ErrorCode } from '../error-codes';
import { get, type RouteContract, write } from './route-contract';

const REF: readonly ErrorCode[] = ['VALIDATION_FAILED', 'REFERENCE_ROW_NOT_FOUND'];

export const REFERENCE_ADMIN_ROUTES = {
  'GET /api/admin/reference/changes': get(
    'Reference data changes',
    'ReferenceChangeList',
    ['VALIDATION_FAILED'],
    'ReferenceChangesQuery',
  ),
  'GET /api/admin/reference/fee-rates': get('Fee rates', 'FeeRateRecordList'),
  'GET /api/admin/reference/fee-rates/:id': get('One fee rate', 'FeeRateRecord', REF),
  'PUT /api/admin/reference/fee-rates/:id': write('Change a fee rate', 'FeeRatePatch', 'FeeRateRecord', REF),
  'GET /api/admin/reference/featured-shops': get('Featured shops', 'FeaturedShopRecordList'),
  'GET /api/admin/reference/featured-shops/:id': get('One featured shop', 'FeaturedShopRecord', REF),
  'POST /api/admin/reference/featured-shops': write('Add a featured shop', 'FeaturedShopCreate', 'FeaturedShopRecord', [
    'VALIDATION_FAILED',
    'REFERENCE_ROW_EXISTS',
  ]),
  'PUT /api/admin/reference/featured-shops/:id': write(
    'Change a featured shop',
    'FeaturedShopPatch',
    'FeaturedShopRecord',
    REF,
  ),
  'DELETE /api/admin/reference/featured-shops/:id': write(
    'Remove a featured shop',
    undefined,
    'ReferenceRowDeleted',
    REF,
  ),
  'GET /api/admin/reference/pickup-locations': get('Pickup locations', 'PickupLocationRecordList'),
  'GET /api/admin/reference/pickup-locations/:id': get('One pickup location', 'PickupLocationRecord', REF),
  'PUT /api/admin/reference/pickup-locations/:id': write(
    'Change a pickup location',
    'PickupLocationPatch',
    'PickupLocationRecord',
    REF,
  ),
  'GET /api/admin/reference/prohibited-items': get('Prohibited items', 'ProhibitedItemRecordList'),
  'GET /api/admin/reference/prohibited-items/:name': get('One prohibited item', 'ProhibitedItemRecord', REF),
  'POST /api/admin/reference/prohibited-items': write(
    'Add a prohibited item',
    'ProhibitedItemCreate',
    'ProhibitedItemRecord',
    ['VALIDATION_FAILED', 'REFERENCE_ROW_EXISTS'],
  ),
  'PUT /api/admin/reference/prohibited-items/:name': write(
    'Change a prohibited item',
    'ProhibitedItemPatch',
    'ProhibitedItemRecord',
    REF,
  ),
  'DELETE /api/admin/reference/prohibited-items/:name': write(
    'Remove a prohibited item',
    undefined,
    'ReferenceRowDeleted',
    REF,
  ),
  'GET /api/admin/reference/currency-rates': get('Currency rates', 'CurrencyRateList'),
  'GET /api/admin/reference/currency-rates/:currency': get('One currency rate', 'CurrencyRate', REF),
  'PUT /api/admin/reference/currency-rates/:currency': write(
    'Change a currency rate',
    'CurrencyRatePatch',
    'CurrencyRate',
    REF,
  ),
} satisfies Record<string, RouteContract>;
