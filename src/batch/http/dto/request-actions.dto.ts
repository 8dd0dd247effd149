import { IsBoolean, IsIn, IsOptional, Matches } from 'class-validator';
import { DECLINE_REASONS, type DeclineReason } from '@machines/batch';
import { SHOP_LINK } from './shop-link';
import { dtoMatches } from '../../../platform/web/dto-contract';
import type {
  AcceptRequestBody,
  CancelRequestBody,
  ConfirmRequestBody,
  DeclineRequestBody,
  UpdatedLinkBody,
} from '@contracts/batch/batch-commands';
import { NonEmptyText, OptionalText, OptionalWholeNumber } from '../../../platform/web/field-rules';
import { NestedList } from '../../../platform/web/nested-list';

export class UpdatedLinkDto {
  @NonEmptyText(64) item_id: string;
  /** A shop page: http(s) only, so no script or data link reaches the requester's item table. */
  @NonEmptyText(2000) @Matches(SHOP_LINK) link: string;
}

/** PUT /api/batch/requests/accept/{id} */
export class AcceptRequestDto {
  @IsOptional() @NestedList(() => UpdatedLinkDto, { max: 50 }) updated_links?: UpdatedLinkDto[];

  @IsOptional() @IsBoolean() confirm_coupon_update?: boolean;
}

/** POST /api/batch/requests/decline/{id} */
export class DeclineRequestDto {
  @IsIn(DECLINE_REASONS) declined_reason: DeclineReason;
  @OptionalText(2000) declined_remark?: string;
}

/** PUT /api/batch/requests/cancel/{id}: the spec sends no body; a reason is optional. */
export class CancelRequestDto {
  @OptionalText(200) canceled_reason?: string;
  @OptionalText(2000) canceled_remark?: string;
}

/** PUT /api/batch/requests/confirm/{id}: the quote revision the requester accepts (or the If-Match header). */
export class ConfirmRequestDto {
  @OptionalWholeNumber(1, 1_000_000) quote_revision?: number;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<UpdatedLinkDto, UpdatedLinkBody>(true);
dtoMatches<AcceptRequestDto, AcceptRequestBody>(true);
dtoMatches<DeclineRequestDto, DeclineRequestBody>(true);
dtoMatches<CancelRequestDto, CancelRequestBody>(true);
dtoMatches<ConfirmRequestDto, ConfirmRequestBody>(true);
