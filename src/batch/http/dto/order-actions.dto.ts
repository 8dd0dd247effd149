import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
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
import {
  NonEmptyText,
  OptionalNonEmptyText,
  OptionalText,
  OptionalWholeNumber,
} from '../../../platform/web/field-rules';
import { NestedList } from '../../../platform/web/nested-list';
import { ItemIds } from './item-ids';

export class PurchasedItemDto {
  @NonEmptyText(64) id: string;
  @NonEmptyText(128) purchase_site_order_id: string;
}

/** POST /api/batch/orders/purchase/{id}/items */
export class PurchaseItemsDto {
  @NestedList(() => PurchasedItemDto, { min: 1, max: 50 }) items: PurchasedItemDto[];
}

/** POST /api/batch/orders/cancel_purchase/{id}/items */
export class CancelPurchaseDto {
  @ItemIds() items: string[];
  @OptionalText(200) reason?: string;
}

/** POST /api/batch/orders/complete/{id}/items */
export class CompletePurchaseDto {
  @IsOptional() @ItemIds(0) items?: string[];
}

export class TrackedItemDto {
  @NonEmptyText(64) id: string;
  /** Checked in full by tracking-number.ts (trimmed, 6-40 of A-Z a-z 0-9 -). */
  @IsString() @MaxLength(200) tracking_number: string;
}

/** POST /api/batch/orders/send/{id}/items */
export class SendTrackingDto {
  @NestedList(() => TrackedItemDto, { min: 1, max: 50 }) items: TrackedItemDto[];
}

export class ItemStatusDto {
  @NonEmptyText(64) id: string;
  @IsOptional() @IsIn(ORDER_STATUS_UPDATES) status?: OrderStatusUpdate;
}

/** POST /api/batch/orders/update_order_status/{id} */
export class UpdateOrderStatusDto {
  @IsIn(ORDER_STATUS_UPDATES) status: OrderStatusUpdate;
  @IsOptional() @NestedList(() => ItemStatusDto, { max: 50 }) items?: ItemStatusDto[];
  @IsOptional() @ItemIds(0) selected_items?: string[];
  @OptionalNonEmptyText(128) purchase_site_order_id?: string;
}

/** POST /api/batch/orders/received/{id}/items */
export class ConfirmReceiptDto {
  @IsOptional() @ItemIds() items?: string[];
  @OptionalWholeNumber(1, 5) stars?: number;
  @OptionalText(1000) reviews?: string;
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
