import { IsIn } from 'class-validator';
import { REFUND_REASONS, type RefundReason } from '@machines/batch';
import { dtoMatches } from '../../platform/web/dto-contract';
import type { RefundItemsBody } from '@contracts/batch/order-commands';
import { OptionalText } from '../../platform/web/field-rules';
import { ItemIds } from '../../batch';

/**
 * POST /api/batch/orders/refund/{id}/items: the spec's `items` (whole items, by id) plus the reason
 * spec §4 requires (prohibited, unobtainable or high-risk) and an optional remark, named like the
 * refund request's fields.
 */
export class RefundItemsDto {
  @ItemIds() items: string[];
  @IsIn(REFUND_REASONS) refund_reason: RefundReason;
  @OptionalText(500) refund_remark?: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<RefundItemsDto, RefundItemsBody>(true);
