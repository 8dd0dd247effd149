import { IsString } from 'class-validator';
import type { ApplyCouponBody } from '@contracts/batch/batch-commands';
import { dtoMatches } from '../../platform/web/dto-contract';

/** PUT /api/batch/requests/coupon/{id}: the code's pattern is checked after trimming and upper-casing. */
export class ApplyCouponDto {
  @IsString() coupon_code: string;
}

// The DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<ApplyCouponDto, ApplyCouponBody>(true);
