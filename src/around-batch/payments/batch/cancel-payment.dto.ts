import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { dtoMatches } from '../../../platform/web/dto-contract';
import type { CancelPaymentBody } from '@contracts/batch/order-commands';

/** PUT /api/batch/orders/cancel_payment/{id} */
export class CancelPaymentDto {
  @IsString() @IsNotEmpty() @MaxLength(200) payment_canceled_reason: string;
  @IsOptional() @IsString() @MaxLength(2000) payment_canceled_remark?: string;
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  items?: string[];
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<CancelPaymentDto, CancelPaymentBody>(true);
