import type * as Contract from '@contracts/reference-admin';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { SHOP_CATEGORIES, SHOP_REGIONS } from '../reference-data/reference-data.dto';
import { dtoMatches } from '../../platform/web/dto-contract';
import { OptionalText, OptionalWholeNumber, WholeNumber } from '../../platform/web/field-rules';
import { NestedList } from '../../platform/web/nested-list';
import { Nullable } from '../../platform/web/null-fields';

// Each DTO is tied to its contract type just below it, field for field, both ways (src/platform/web/dto-contract.ts).

/** Fee amounts in minor units (cents) of the rate's price type, as stored. */
export class FeeRatePatch implements Contract.FeeRatePatch {
  @OptionalWholeNumber(0, 100_000_000) fee_flat_cents?: number;
  @OptionalWholeNumber(0, 100_000_000) fee_per_weight_cents?: number;
}
dtoMatches<FeeRatePatch, Contract.FeeRatePatch>(true);

export class FeaturedShopPatch implements Contract.FeaturedShopPatch {
  @IsOptional() @IsIn(SHOP_REGIONS) region?: Contract.FeaturedShopRecord['region'];
  @IsOptional() @IsString() @MinLength(1) @MaxLength(200) name?: string;
  @IsOptional() @IsUrl({ protocols: ['http', 'https'], require_protocol: true }) @MaxLength(500) url?: string;
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(12)
  @IsIn(SHOP_CATEGORIES.filter((c) => c !== 'All'), { each: true })
  categories?: string[];
  @OptionalText(2000) description?: string;
  @Nullable() @OptionalText(500) image?: string | null;
}
dtoMatches<FeaturedShopPatch, Contract.FeaturedShopPatch>(true);

export class FeaturedShopCreate implements Contract.FeaturedShopCreate {
  @IsIn(SHOP_REGIONS) region!: Contract.FeaturedShopRecord['region'];
  @IsString() @MinLength(1) @MaxLength(200) name!: string;
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }) @MaxLength(500) url!: string;
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(12)
  @IsIn(SHOP_CATEGORIES.filter((c) => c !== 'All'), { each: true })
  categories!: string[];
  @OptionalText(2000) description?: string;
  @Nullable() @OptionalText(500) image?: string | null;
}
dtoMatches<FeaturedShopCreate, Contract.FeaturedShopCreate>(true);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export class OpenHoursEntry implements Contract.OpenHoursEntry {
  @IsString() @MinLength(1) @MaxLength(40) days!: string;
  @Matches(TIME) open!: string;
  @Matches(TIME) close!: string;
}
dtoMatches<OpenHoursEntry, Contract.OpenHoursEntry>(true);

export class PickupLocationPatch implements Contract.PickupLocationPatch {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(200) name?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(200) name_zh_hk?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(200) name_zh_tw?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(300) address_line_1?: string;
  @OptionalText(300) address_line_2?: string;
  @IsOptional() @NestedList(() => OpenHoursEntry, { min: 1, max: 14 }) open_hours?: OpenHoursEntry[];
  @IsOptional() @IsString() @MinLength(1) @MaxLength(500) open_hours_text?: string;
}
dtoMatches<PickupLocationPatch, Contract.PickupLocationPatch>(true);

export class ProhibitedItemPatch implements Contract.ProhibitedItemPatch {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(100) category?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(200) title?: string;
  @IsOptional() @IsIn(['all', 'usa']) scope?: Contract.ProhibitedItemRecord['scope'];
  @OptionalText(2000) description?: string;
  @OptionalWholeNumber(0, 32767) sort?: number;
}
dtoMatches<ProhibitedItemPatch, Contract.ProhibitedItemPatch>(true);

export class ProhibitedItemCreate implements Contract.ProhibitedItemCreate {
  @Matches(/^[a-z0-9_]{1,80}$/) name!: string;
  @IsString() @MinLength(1) @MaxLength(100) category!: string;
  @IsString() @MinLength(1) @MaxLength(200) title!: string;
  @IsIn(['all', 'usa']) scope!: Contract.ProhibitedItemRecord['scope'];
  @OptionalText(2000) description?: string;
  @OptionalWholeNumber(0, 32767) sort?: number;
}
dtoMatches<ProhibitedItemCreate, Contract.ProhibitedItemCreate>(true);

/** Major units of the currency per ONE US dollar, x 1_000_000 (HKD 7.80 = 7_800_000). */
export class CurrencyRatePatch implements Contract.CurrencyRatePatch {
  @WholeNumber(1, 1_000_000_000_000) rate_micro!: number;
}
dtoMatches<CurrencyRatePatch, Contract.CurrencyRatePatch>(true);

export class ChangesQuery implements Contract.ReferenceChangesQuery {
  @IsOptional()
  @IsIn(['fee_rates', 'featured_shops', 'pickup_locations', 'prohibited_items', 'currency_rates', 'accounts'])
  table?: Contract.ReferenceTableName;
  @IsOptional() @Type(() => Number) @WholeNumber(1, 500) limit?: number;
}
dtoMatches<ChangesQuery, Contract.ReferenceChangesQuery>(true);
