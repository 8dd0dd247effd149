import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { REFUND_REASONS, type RefundReason } from '@machines/batch';
import { dtoMatches } from '../../platform/web/dto-contract';
import type { RefundItemsBody } from '@contracts/batch/order-commands';

/**
 * POST /api/batch/orders/refund/{id}/items: the spec's `items` (whole items, by id) plus the reason
 * spec §4 requires (prohibited, unobtainable or high-risk) and an optional remark, named like the
 * refund request's fields.
 */
export class RefundItemsDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  items: string[];
  @IsIn(REFUND_REASONS) refund_reason: RefundReason;
  @IsOptional() @IsString() @MaxLength(500) refund_remark?: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<RefundItemsDto, RefundItemsBody>(true);
