import type * as Contract from '@contracts/reference';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { LOCALES } from './localize';
import { MAX_INTEGER_ID } from '../../platform/web/number-bounds';
import { dtoMatches } from '../../platform/web/dto-contract';

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

export class CountryQuery extends LangQuery {
  /** r = requester/destination countries, b = buyer/origin countries. */
  @IsOptional()
  @IsIn(['r', 'b'])
  permission?: 'r' | 'b';
}

export class IdParam {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INTEGER_ID)
  id: number;
}

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

export class FeaturedShopQuery {
  @IsOptional()
  @IsIn(SHOP_REGIONS)
  region?: (typeof SHOP_REGIONS)[number];

  @IsOptional()
  @IsIn(SHOP_CATEGORIES)
  category?: (typeof SHOP_CATEGORIES)[number];
}

export class ProhibitedItemQuery {
  @IsOptional()
  @IsIn(['all', 'usa'])
  country?: 'all' | 'usa';
}

export class LocationIdParam {
  @IsString()
  id: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<LangQuery, Contract.LangQuery>(true);
dtoMatches<CountryQuery, Contract.CountryQuery>(true);
dtoMatches<IdParam, Contract.PlaceIdPath>(true);
dtoMatches<FeeRateQuery, Contract.FeeRatesQuery>(true);
dtoMatches<FeaturedShopQuery, Contract.FeaturedShopsQuery>(true);
dtoMatches<ProhibitedItemQuery, Contract.ProhibitedItemsQuery>(true);
dtoMatches<LocationIdParam, Contract.LocationIdPath>(true);
