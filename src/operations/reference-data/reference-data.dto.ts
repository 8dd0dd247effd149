import type * as Contract from '@contracts/reference';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { LOCALES } from './localize';
import { MAX_INTEGER_ID } from '../../platform/web/number-bounds';
import { dtoMatches } from '../../platform/web/dto-contract';

// Each DTO is tied to its contract type just below it, field for field, both ways (src/platform/web/dto-contract.ts).

export const SHOP_REGIONS = ['us', 'hk'] as const;
export const SHOP_CATEGORIES = [
  'All',
  'BabyAndKid',
  'Women',
  'Men',
  'HealthAndBeauty',
  'SportAndOutdoor',
  'HomeAndTech',
  'Accessories',
  'Lifestyle',
  'Books',
  'Mall',
  'Food',
  'Others',
] as const;

export class LangQuery {
  @IsOptional()
  @IsIn(LOCALES)
  lang?: string;
}
dtoMatches<LangQuery, Contract.LangQuery>(true);

export class CountryQuery extends LangQuery {
  /** r = requester/destination countries, b = buyer/origin countries. */
  @IsOptional()
  @IsIn(['r', 'b'])
  permission?: 'r' | 'b';
}
dtoMatches<CountryQuery, Contract.CountryQuery>(true);

export class IdParam {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INTEGER_ID)
  id: number;
}
dtoMatches<IdParam, Contract.PlaceIdPath>(true);

export class FeeRateQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INTEGER_ID)
  fee_country_from?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INTEGER_ID)
  fee_country_to?: number;
}
dtoMatches<FeeRateQuery, Contract.FeeRatesQuery>(true);

export class FeaturedShopQuery {
  @IsOptional()
  @IsIn(SHOP_REGIONS)
  region?: (typeof SHOP_REGIONS)[number];

  @IsOptional()
  @IsIn(SHOP_CATEGORIES)
  category?: (typeof SHOP_CATEGORIES)[number];
}
dtoMatches<FeaturedShopQuery, Contract.FeaturedShopsQuery>(true);

export class ProhibitedItemQuery {
  @IsOptional()
  @IsIn(['all', 'usa'])
  country?: 'all' | 'usa';
}
dtoMatches<ProhibitedItemQuery, Contract.ProhibitedItemsQuery>(true);

export class LocationIdParam {
  @IsString()
  id: string;
}
dtoMatches<LocationIdParam, Contract.LocationIdPath>(true);
