import type { HttpClient } from './http-client';
import type {
  Category,
  Country,
  FeaturedShopsBody,
  FeeRateRow,
  FeeRatesBody,
  ListBody,
  Place,
  ProhibitedItemsBody,
  ProhibitedScope,
  ShopRegion,
  UnitsResponse,
} from '@contracts/reference';

/** Lists arrive either bare or wrapped in `results`; callers always get the array. */
const unwrap = <T>(body: T[] | ListBody<T>): T[] => (Array.isArray(body) ? body : body.results);

/** Reference data calls (spec §7 "Reference and other"; src/people/accounts/README.md). */
export function createReferenceApi(http: HttpClient) {
  return {
    countries: async () => unwrap(await http.request<Country[] | ListBody<Country>>('GET', '/api/country/')),
    categories: async () => unwrap(await http.request<Category[] | ListBody<Category>>('GET', '/api/category/')),
    units: () => http.request<UnitsResponse>('GET', '/api/item/unit/'),
    /** The fee rate rows of one route (country ids). */
    rates: async (from: number, to: number): Promise<FeeRateRow[]> => {
      const body = await http.request<FeeRatesBody>(
        'GET',
        `/api/order/rates/?fee_country_from=${from}&fee_country_to=${to}`,
      );
      return body.results.map((row) => ({
        ...row,
        fee_country_from: body.fee_country_from,
        fee_country_to: body.fee_country_to,
      }));
    },
    regions: (countryId: number, lang: string) =>
      http.request<Place[]>('GET', `/api/country/${countryId}/regions/?lang=${lang}`),
    districts: (regionId: number, lang: string) =>
      http.request<Place[]>('GET', `/api/region/${regionId}/districts/?lang=${lang}`),
    states: (countryId: number, lang: string) =>
      http.request<Place[]>('GET', `/api/country/${countryId}/states/?lang=${lang}`),
    cities: (stateId: number, lang: string) =>
      http.request<Place[]>('GET', `/api/state/${stateId}/cities/?lang=${lang}`),
    featuredShops: (region: ShopRegion, category: string) =>
      http.request<FeaturedShopsBody>(
        'GET',
        `/api/shop/featured/?region=${region}&category=${encodeURIComponent(category)}`,
      ),
    prohibitedItems: (country: ProhibitedScope) =>
      http.request<ProhibitedItemsBody>('GET', `/api/prohibited-items/?country=${country}`),
  };
}

export type ReferenceApi = ReturnType<typeof createReferenceApi>;
