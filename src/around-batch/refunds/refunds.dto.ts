import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { REFUND_REASONS, type RefundReason } from '@machines/batch';
import type {
  RefundCompleteBody,
  RefundCreateBody,
  RefundEstimateBody,
  RefundWriteBody,
} from '@contracts/batch/refunds';
import { dtoMatches } from '../../platform/web/dto-contract';
import { OptionalText, OptionalWholeNumber } from '../../platform/web/field-rules';
import { MAX_BIGINT_INPUT } from '../../platform/web/number-bounds';

/**
 * POST /api/bns/refunds/estimate/{batchNumber}. The lines themselves are checked by
 * `parseEstimate` (refunds.input.ts): the clients are told `items[0].id`, not the pipe's `items.0.id`,
 * and a bare id string is still taken as the whole remaining quantity of that item.
 */
export class RefundEstimateDto {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(100) items: Array<{ id: string; quantity?: number }>;
  /** Minor units of the order currency. */
  @OptionalWholeNumber(0, MAX_BIGINT_INPUT) additional_refund?: number;
}

/** PATCH /api/bns/refunds/{batchNumber}: the estimate to request, and why. */
export class RefundWriteDto {
  @IsString() @MaxLength(100) eid: string;
  @IsIn(REFUND_REASONS) refund_reason: RefundReason;
  @OptionalText(2000) refund_remark?: string;
}

/** POST /api/bns/refunds: the same, naming the batch. */
export class RefundCreateDto extends RefundWriteDto {
  // Blank after trimming is refused by `batchNumberOf`, with this field named.
  @IsString() @MaxLength(100) batch_number: string;
}

/** POST /api/bns/refunds/complete/{batchNumber}: `confirmationOf` trims it and refuses blank text. */
export class RefundCompleteDto {
  @IsString() @MaxLength(100) complete_confirmed_text: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<RefundEstimateDto, RefundEstimateBody>(true);
dtoMatches<RefundWriteDto, RefundWriteBody>(true);
dtoMatches<RefundCreateDto, RefundCreateBody>(true);
dtoMatches<RefundCompleteDto, RefundCompleteBody>(true);
