import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { PaymentMethodsQuery } from '@contracts/batch/checkout';
import { dtoMatches } from '../../../platform/web/dto-contract';

/** GET /api/batch/checkout/payment_methods/{id}?revision_id=: the top-up of that waiting higher revision. */
export class PaymentMethodsQueryDto {
  @IsOptional() @IsString() @MaxLength(128) revision_id?: string;
}

dtoMatches<PaymentMethodsQueryDto, PaymentMethodsQuery>(true);
