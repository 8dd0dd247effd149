import { IsOptional } from 'class-validator';
import { dtoMatches } from '../../../platform/web/dto-contract';
import type { CancelPaymentBody } from '@contracts/batch/order-commands';
import { NonEmptyText, OptionalText } from '../../../platform/web/field-rules';
import { ItemIds } from '../../../batch';
import { Nullable } from '../../../platform/web/null-fields';

/** PUT /api/batch/orders/cancel_payment/{id} */
export class CancelPaymentDto {
  @NonEmptyText(200) payment_canceled_reason: string;
  @OptionalText(2000) payment_canceled_remark?: string;
  /** Null reads as not sent: the whole payment (the customer app has sent it so). */
  @Nullable() @IsOptional() @ItemIds() items?: string[];
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<CancelPaymentDto, CancelPaymentBody>(true);
