import { IsDecimalNumber } from '../../../platform/web/is-decimal-number';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateNested, IsObject } from 'class-validator';
import { DECLINE_REASONS, MAX_SIDE_CM, type DeclineReason } from '@machines/batch';
import { WAREHOUSES } from '../../write/warehouses';
import { INPUT_MAXIMA as MAX, OVER_MAXIMUM_VALUE } from '@contracts/batch/limits';
import { dtoMatches } from '../../../platform/web/dto-contract';
import type {
  BuyerRemarkBody,
  DeclineItemsBody,
  DimensionsBody,
  ModifiedItemBody,
  ModifyItemsBody,
  UpdateWarehouseBody,
} from '@contracts/batch/batch-commands';
import { NonEmptyText, OptionalText } from '../../../platform/web/field-rules';
import { NestedList } from '../../../platform/web/nested-list';
import { ItemIds } from './item-ids';

const over = { message: OVER_MAXIMUM_VALUE };

/** A buyer declines items for these reasons; overdue_unpaid_request is the scheduler's, for whole requests. */
export const ITEM_DECLINE_REASONS = DECLINE_REASONS.filter((r) => r !== 'overdue_unpaid_request');

/** Measured sides in cm (spec §9), up to two decimals; the machine checks them again. */
export class DimensionsDto {
  @IsDecimalNumber(2)
  @Min(0.01)
  @Max(MAX_SIDE_CM, over)
  length_cm: number;
  @IsDecimalNumber(2)
  @Min(0.01)
  @Max(MAX_SIDE_CM, over)
  width_cm: number;
  @IsDecimalNumber(2)
  @Min(0.01)
  @Max(MAX_SIDE_CM, over)
  height_cm: number;
}

/** One item as the buyer confirms it; omitted figures stay as they are. Money in the item's minor units. */
export class ModifiedItemDto {
  @NonEmptyText(64) id: string;
  @IsOptional() @IsInt() @Min(1) @Max(MAX.quantity, over) quantity?: number;
  /** Hundredths of a pound each. */
  @IsOptional() @IsInt() @Min(1) @Max(MAX.weight, over) weight?: number;
  @IsOptional() @IsInt() @Min(0) @Max(MAX.price, over) price?: number;
  @IsOptional() @IsInt() @Min(0) @Max(MAX.fee, over) seller_shipping?: number;
  /** With is_edit_declined_item: this item is declined in the same change. */
  @IsOptional() @IsBoolean() is_declined?: boolean;
  @IsOptional() @IsObject() @ValidateNested() @Type(() => DimensionsDto) dimensions?: DimensionsDto;
}

/** POST /api/batch/requests/modify/{id}/items */
export class ModifyItemsDto {
  @NestedList(() => ModifiedItemDto, { max: 50 }) items: ModifiedItemDto[];

  /** The form's sum of the items' seller shipping; must agree with them ("Local Shipping Fee Summary Error"). */
  @IsOptional() @IsInt() @Min(0) @Max(MAX.fee, over) local_shipping_fee?: number;
  @IsOptional() @IsInt() @Min(0) @Max(MAX.fee, over) additional_fee?: number;
  @OptionalText(2000) remark?: string;
  /** These are the final figures: also ask the requester to pay (Ready for Payment). */
  @IsOptional() @IsBoolean() final_fee?: boolean;
  /** Items marked is_declined are declined in the same change. */
  @IsOptional() @IsBoolean() is_edit_declined_item?: boolean;
  @IsOptional() @IsIn(ITEM_DECLINE_REASONS) declined_reason?: DeclineReason;
  @IsOptional() @IsBoolean() had_waive_service_fee?: boolean;
  @IsOptional() @IsBoolean() confirm_coupon_update?: boolean;
}

/** POST /api/batch/requests/decline/{id}/items: item ids; the reason defaults to "Not available for purchase". */
export class DeclineItemsDto {
  @ItemIds() items: string[];
  @IsOptional() @IsIn(ITEM_DECLINE_REASONS) declined_reason?: DeclineReason;
  @OptionalText(2000) declined_remark?: string;
}

/** PUT /api/batch/requests/update_warehouse/{id} */
export class UpdateWarehouseDto {
  @IsIn(WAREHOUSES) warehouse: string;
}

/** PUT /api/batch/requests/add/{id}/buyer/remark */
export class BuyerRemarkDto {
  @NonEmptyText(2000) buyer_remark: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<DimensionsDto, DimensionsBody>(true);
dtoMatches<ModifiedItemDto, ModifiedItemBody>(true);
dtoMatches<ModifyItemsDto, ModifyItemsBody>(true);
dtoMatches<DeclineItemsDto, DeclineItemsBody>(true);
dtoMatches<UpdateWarehouseDto, UpdateWarehouseBody>(true);
dtoMatches<BuyerRemarkDto, BuyerRemarkBody>(true);
