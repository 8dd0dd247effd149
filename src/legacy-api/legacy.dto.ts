import { IsDecimalNumber } from '../platform/web/is-decimal-number';
import { Type } from 'class-transformer';
import { MAX_DECLARED_VALUE_TWD } from '@machines/pricing';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { PickType } from '@nestjs/swagger';
import { PayBodyDto } from '../around-batch/payments';
import type {
  LegacyGroup,
  LegacyPayBody,
  LegacyItemAddBody,
  LegacyItemDetail,
  LegacyItemUpdateBody,
  LegacyListQuery,
  LegacyOrderAddBody,
  LegacyOrderUpdateBody,
} from '@contracts/legacy';
import { CURRENCIES } from '@machines/batch';
import {
  AddressLine,
  ItemCategory,
  OptionalAddressLine,
  PlaceName,
  ShippingAddressDto,
  ShopLink,
  UPLOAD_ID,
  ZipCode,
} from '../batch';
import { MAX_PAGE } from '../platform/web/number-bounds';
import { dtoMatches } from '../platform/web/dto-contract';
import {
  NonEmptyText,
  OptionalNonEmptyText,
  OptionalText,
  OptionalWholeNumber,
  WholeNumber,
} from '../platform/web/field-rules';

export const WEIGHT_TYPES = ['lb', 'kg', 'oz'] as const;
const GROUPS: readonly LegacyGroup[] = ['active', 'processing', 'pending', 'completed'];

export class LegacyListQueryDto implements LegacyListQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(50) page_size?: number;
  @IsOptional() @IsIn(GROUPS) group?: LegacyGroup;
}

export class LegacyItemDetailDto implements Partial<LegacyItemDetail> {
  @OptionalText(200) color?: string;
  @OptionalText(200) size?: string;
}

export class LegacyItemAddDto implements LegacyItemAddBody {
  @NonEmptyText(500) name: string;
  @OptionalText(2000) description?: string;
  @OptionalText(200) brand?: string;
  @ShopLink() link: string;
  @IsDecimalNumber(2) @Min(0) @Max(10_000_000) price: number;
  @IsOptional() @ValidateNested() @Type(() => LegacyItemDetailDto) detail?: LegacyItemDetailDto;
  @ItemCategory() category: string;
  @IsOptional() @IsIn(WEIGHT_TYPES) weight_type?: 'lb' | 'kg' | 'oz';
  @IsOptional() @IsIn(CURRENCIES) price_type?: string;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1)
  @IsString({ each: true })
  @Matches(UPLOAD_ID, { each: true })
  imageIds?: string[];
  @IsOptional() @IsDecimalNumber(2) @Min(0.01) @Max(10_000) weight?: number;
  @OptionalNonEmptyText(10) location?: string;
  @OptionalText(64) account?: string;
  @OptionalWholeNumber(1, 9999) quantity?: number;
  @IsBoolean() restrictions_confirmed: boolean;
  @OptionalWholeNumber(1, MAX_DECLARED_VALUE_TWD) declared_value_twd?: number;
}

export class LegacyItemUpdateDto implements LegacyItemUpdateBody {
  @IsOptional() @IsDecimalNumber(2) @Min(0) @Max(10_000_000) price?: number;
  @IsOptional() @IsDecimalNumber(2) @Min(0.01) @Max(10_000) weight?: number;
  @IsOptional() @IsIn(WEIGHT_TYPES) weight_type?: 'lb' | 'kg' | 'oz';
  @OptionalWholeNumber(1, 9999) quantity?: number;
}

/** The recipient's fields are the new API's shipping address fields, with its rules: the order becomes that address. */
export class LegacyOrderAddDto
  extends PickType(ShippingAddressDto, ['recipient_name', 'contact_number', 'region', 'district', 'city'] as const)
  implements LegacyOrderAddBody
{
  @NonEmptyText(200) item: string;
  @WholeNumber(1, 9999) quantity: number;
  @OptionalNonEmptyText(10) country_from?: string;
  @NonEmptyText(10) country_to: string;
  @AddressLine() address: string;
  @OptionalAddressLine() address_2?: string;
  @ZipCode() zipcode?: string;
  @OptionalText(2000) note?: string;
  @PlaceName() state?: string;
}

export class LegacyOrderUpdateDto implements LegacyOrderUpdateBody {
  @OptionalNonEmptyText(64) order_status?: string;
  @OptionalNonEmptyText(64) track_number?: string;
  @OptionalWholeNumber(1, 5) stars?: number;
  @OptionalText(1000) reviews?: string;
  @OptionalNonEmptyText(128) purchase_site_order_id?: string;
  @OptionalText(200) reason?: string;
  @OptionalWholeNumber(1, 1_000_000) quote_revision?: number;
}

/** Pounds (or kg, oz) with decimals → the new API's hundredths of a pound. */
export function toHundredthsLb(weight: number, unit: 'lb' | 'kg' | 'oz' = 'lb'): number {
  const lb = unit === 'kg' ? weight * 2.2046 : unit === 'oz' ? weight / 16 : weight;
  return Math.max(1, Math.round(lb * 100));
}

/** Major units with at most two decimals → integer minor units. */
export const toMinor = (amount: number): number => Math.round(amount * 100);

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<LegacyListQueryDto, LegacyListQuery>(true);
dtoMatches<LegacyItemDetailDto, Partial<LegacyItemDetail>>(true);
dtoMatches<LegacyItemAddDto, LegacyItemAddBody>(true);
dtoMatches<LegacyItemUpdateDto, LegacyItemUpdateBody>(true);
dtoMatches<LegacyOrderAddDto, LegacyOrderAddBody>(true);
dtoMatches<LegacyOrderUpdateDto, LegacyOrderUpdateBody>(true);

/** POST /api/payment/pay/: the checkout's pay body naming the order (the batch id) in it. */
export class LegacyPayDto extends PayBodyDto {
  // `batchIdParam` refuses an id that is not one, as on the new route's path.
  @IsString() order: string;
}

dtoMatches<LegacyPayDto, LegacyPayBody>(true);
