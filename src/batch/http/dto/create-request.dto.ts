import { Type } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CONTAINS_FLAGS, CURRENCIES, type ContainsFlag, type CurrencyCode } from '@machines/batch';
import { WAREHOUSES } from '../../write/warehouses';
import { ItemCategory, OptionalUploadId, ShopLink } from './item-fields';
import { AddressLine, OptionalAddressLine, PlaceName, ZipCode } from './address-fields';
import { INPUT_MAXIMA as MAX, OVER_MAXIMUM_VALUE } from '@contracts/batch/limits';
import { dtoMatches } from '../../../platform/web/dto-contract';
import type { CreateRequestBody, NewItemBody, ShippingAddressBody } from '@contracts/batch/batch-commands';
import { NonEmptyText, OptionalNonEmptyText, OptionalText } from '../../../platform/web/field-rules';
import { MAX_DECLARED_VALUE_TWD } from '@machines/pricing';
import { DimensionsDto } from './buyer-changes.dto';
import { NestedList } from '../../../platform/web/nested-list';
import { Nullable } from '../../../platform/web/null-fields';

const over = { message: OVER_MAXIMUM_VALUE };

/** One item of the request form. Money in integer minor units of `currency`; weight in hundredths of a pound. */
export class NewItemDto {
  @ShopLink() link: string;
  @NonEmptyText(500) name: string;
  @ItemCategory() category: string;
  @OptionalText(200) brand?: string;
  @IsInt() @Min(1) @Max(MAX.quantity, over) quantity: number;
  @OptionalText(200) color?: string;
  @OptionalText(200) size?: string;
  @IsInt() @Min(0) @Max(MAX.price, over) price: number;
  @IsIn(CURRENCIES) currency: CurrencyCode;
  /** Omitted or null: the spec's default of 3.00 lb. */
  @Nullable() @IsOptional() @IsInt() @Min(1) @Max(MAX.weight, over) weight?: number | null;
  @OptionalText(2000) note?: string;
  /** The id POST /api/upload/ answered. */
  @Nullable() @OptionalUploadId() image_id?: string | null;
  @NonEmptyText(10) from_country: string;
  @NonEmptyText(10) to_country: string;
  @IsArray()
  @ArrayMinSize(1, { message: 'Please select at least one.' })
  @IsIn(CONTAINS_FLAGS, { each: true })
  contains: ContainsFlag[];
  @IsOptional() @IsInt() @Min(0) @Max(MAX.fee, over) seller_shipping?: number;
  /** Spec §9: optional sides; the machine checks them against the parcel limits. */
  @IsOptional() @IsObject() @ValidateNested() @Type(() => DimensionsDto) dimensions?: DimensionsDto;
  /** Spec §9 precious goods: whole TWD per unit; the machine asks it where the category is precious. */
  @IsOptional() @IsInt() @Min(1) @Max(MAX_DECLARED_VALUE_TWD, over) declared_value_twd?: number | null;
}

export class ShippingAddressDto {
  @NonEmptyText(200) recipient_name: string;
  @IsOptional() @MaxLength(254) @IsEmail({}, { message: 'Wrong format' }) recipient_email?: string;
  @NonEmptyText(32) contact_number: string;
  @AddressLine() address_line1: string;
  @OptionalAddressLine() address_line2?: string;
  @PlaceName() district?: string;
  @PlaceName() city?: string;
  @PlaceName() region?: string;
  @ZipCode() zip_code?: string;
  @NonEmptyText(10) country: string;
}

/** POST /api/batch/requests/create. Delivery is a pickup location or a shipping address. */
export class CreateRequestDto {
  @NestedList(() => NewItemDto, { min: 1, max: 50 }) items: NewItemDto[];

  /** Overseas warehouse country (spec §1). */
  @IsIn(WAREHOUSES) warehouse: string;
  @OptionalNonEmptyText(64) pickup_location_id?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => ShippingAddressDto)
  shipping_address?: ShippingAddressDto;

  /** The requester confirmed no parcel restriction or prohibited-item rule is broken (spec §5). */
  @IsBoolean() restrictions_confirmed: boolean;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<NewItemDto, NewItemBody>(true);
dtoMatches<ShippingAddressDto, ShippingAddressBody>(true);
dtoMatches<CreateRequestDto, CreateRequestBody>(true);
