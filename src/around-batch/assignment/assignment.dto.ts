import { IsDecimalNumber } from '../../platform/web/is-decimal-number';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { AssignmentPoolBody, AvailabilityBody, BuyerProfileBody } from '@contracts/assignment';
import { ITEM_CATEGORY_CODES } from '../../operations/reference-data/item-categories';
import { dtoMatches } from '../../platform/web/dto-contract';
import { OptionalWholeNumber } from '../../platform/web/field-rules';
import { MAX_INTEGER } from '../../platform/web/number-bounds';

/** Categories a buyer can know: the item categories requests use (codes of GET /api/category/). */
export const BUYER_CATEGORIES = ITEM_CATEGORY_CODES;

/** The interim pool call, kept: the listed buyers become available, everyone else unavailable. */
export class AssignmentPoolDto implements AssignmentPoolBody {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(64, { each: true })
  buyer_ids: string[];
}

export class BuyerProfileDto implements BuyerProfileBody {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Matches(/^[a-z]{2}$/, { each: true, message: 'Wrong Input' })
  origin_countries?: string[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsIn(BUYER_CATEGORIES, { each: true, message: 'Wrong Input' })
  categories?: string[];
  @IsOptional() @IsBoolean() available?: boolean;
  @OptionalWholeNumber(0, 1000) capacity?: number;
  @IsOptional() @IsDecimalNumber(2) @Min(0) @Max(5) rating?: number;
  // An integer column.
  @OptionalWholeNumber(0, MAX_INTEGER) rating_count?: number;
}

export class AvailabilityDto implements AvailabilityBody {
  @IsBoolean() available: boolean;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<AssignmentPoolDto, AssignmentPoolBody>(true);
dtoMatches<BuyerProfileDto, BuyerProfileBody>(true);
dtoMatches<AvailabilityDto, AvailabilityBody>(true);
