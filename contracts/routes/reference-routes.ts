/** Public reference data: categories, units, rates, configuration, places, shops, prohibited items, statistics. */
import { get, type RouteContract } from './route-contract';

export const REFERENCE_ROUTES = {
  'GET /api/category': get('Categories', 'CategoryList', ['VALIDATION_FAILED'], 'LangQuery'),
  'GET /api/item/unit': get('Weight and currency units', 'UnitsResponse'),
  'GET /api/currency/rates': get('Currency rates', 'CurrencyRateTable'),
  'GET /api/order/rates': get('Fee rates of a route', 'FeeRatesBody', ['VALIDATION_FAILED'], 'FeeRatesQuery'),
  'GET /api/config': get('Public configuration', 'PublicConfig'),
  'GET /api/language': get('Languages', 'LanguageList'),
  'GET /api/location': get('Pickup locations', 'PickupLocationList'),
  'GET /api/location/:id': get('Pickup points of a region, or one pickup point', 'PickupLocationsIn', [
    'VALIDATION_FAILED',
    'REFERENCE_NOT_FOUND',
  ]),
  'GET /api/location/detail/:id': get('One pickup location', 'PickupLocation', [
    'VALIDATION_FAILED',
    'REFERENCE_NOT_FOUND',
  ]),
  'GET /api/shop/featured': get('Featured shops', 'FeaturedShopsBody', ['VALIDATION_FAILED'], 'FeaturedShopsQuery'),
  'GET /api/prohibited-items': get(
    'Prohibited items',
    'ProhibitedItemsBody',
    ['VALIDATION_FAILED'],
    'ProhibitedItemsQuery',
  ),
  'GET /api/country': get('Countries', 'CountryList', ['VALIDATION_FAILED'], 'CountryQuery'),
  'GET /api/country/:id': get('One country', 'Country', ['VALIDATION_FAILED', 'REFERENCE_NOT_FOUND'], 'LangQuery'),
  'GET /api/country/:id/regions': get(
    'Regions of a country',
    'PlaceList',
    ['VALIDATION_FAILED', 'REFERENCE_NOT_FOUND'],
    'LangQuery',
  ),
  'GET /api/country/:id/states': get(
    'States of a country',
    'PlaceList',
    ['VALIDATION_FAILED', 'REFERENCE_NOT_FOUND'],
    'LangQuery',
  ),
  'GET /api/region/:id/districts': get(
    'Districts of a region',
    'PlaceList',
    ['VALIDATION_FAILED', 'REFERENCE_NOT_FOUND'],
    'LangQuery',
  ),
  'GET /api/state/:id/cities': get(
    'Cities of a state',
    'PlaceList',
    ['VALIDATION_FAILED', 'REFERENCE_NOT_FOUND'],
    'LangQuery',
  ),
  'GET /api/order/statistic': get('Buyer fees over a date range', 'StatisticRange', ['VALIDATION_FAILED']),
  'GET /api/order/statistic/daily': get('Buyer figures per day of a month', 'StatisticMonth', ['VALIDATION_FAILED']),
} satisfies Record<string, RouteContract>;
