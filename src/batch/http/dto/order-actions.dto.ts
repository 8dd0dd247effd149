import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
  IsObject,
} from 'class-validator';
import { ORDER_STATUS_UPDATES, type OrderStatusUpdate } from '../../write/order-commands';
import { dtoMatches } from '../../../platform/web/dto-contract';
import type {
  CancelPurchaseBody,
  CompletePurchaseBody,
  ItemStatusBody,
  PurchaseItemsBody,
  PurchasedItemBody,
  ReceivedBody,
  SendTrackingBody,
  TrackedItemBody,
  UpdateOrderStatusBody,
} from '@contracts/batch/order-commands';

export class PurchasedItemDto {
  @IsString() @IsNotEmpty() @MaxLength(64) id: string;
  @IsString() @IsNotEmpty() @MaxLength(128) purchase_site_order_id: string;
}

/** POST /api/batch/orders/purchase/{id}/items */
export class PurchaseItemsDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => PurchasedItemDto)
  items: PurchasedItemDto[];
}

/** POST /api/batch/orders/cancel_purchase/{id}/items */
export class CancelPurchaseDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  items: string[];
  @IsOptional() @IsString() @MaxLength(200) reason?: string;
}

/** POST /api/batch/orders/complete/{id}/items */
export class CompletePurchaseDto {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  items?: string[];
}

export class TrackedItemDto {
  @IsString() @IsNotEmpty() @MaxLength(64) id: string;
  /** Checked in full by tracking-number.ts (trimmed, 6-40 of A-Z a-z 0-9 -). */
  @IsString() @MaxLength(200) tracking_number: string;
}

/** POST /api/batch/orders/send/{id}/items */
export class SendTrackingDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => TrackedItemDto)
  items: TrackedItemDto[];
}

export class ItemStatusDto {
  @IsString() @IsNotEmpty() @MaxLength(64) id: string;
  @IsOptional() @IsIn(ORDER_STATUS_UPDATES) status?: OrderStatusUpdate;
}

/** POST /api/batch/orders/update_order_status/{id} */
export class UpdateOrderStatusDto {
  @IsIn(ORDER_STATUS_UPDATES) status: OrderStatusUpdate;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ItemStatusDto)
  items?: ItemStatusDto[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  selected_items?: string[];
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(128) purchase_site_order_id?: string;
}

/** POST /api/batch/orders/received/{id}/items */
export class ConfirmReceiptDto {
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  items?: string[];
  @IsOptional() @IsInt() @Min(1) @Max(5) stars?: number;
  @IsOptional() @IsString() @MaxLength(1000) reviews?: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<PurchasedItemDto, PurchasedItemBody>(true);
dtoMatches<PurchaseItemsDto, PurchaseItemsBody>(true);
dtoMatches<CancelPurchaseDto, CancelPurchaseBody>(true);
dtoMatches<CompletePurchaseDto, CompletePurchaseBody>(true);
dtoMatches<TrackedItemDto, TrackedItemBody>(true);
dtoMatches<SendTrackingDto, SendTrackingBody>(true);
dtoMatches<ItemStatusDto, ItemStatusBody>(true);
dtoMatches<UpdateOrderStatusDto, UpdateOrderStatusBody>(true);
dtoMatches<ConfirmReceiptDto, ReceivedBody>(true);
