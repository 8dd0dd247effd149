import { IsBoolean, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import type { NewPromoCodeBody, PromoCodeChangesBody, PromoCodeKind } from '@contracts/promotions';
import { dtoMatches } from '../../platform/web/dto-contract';

const KINDS: readonly PromoCodeKind[] = ['amount', 'percent'];

/**
 * POST /api/admin/promo-codes: the types. The ranges stay in `parseNewPromoCode`
 * (promo-code.input.ts) because the value's bounds depend on the kind (percent 1-100, amount in
 * HKD cents) and the code is compared after trimming and upper-casing.
 */
export class NewPromoCodeDto {
  @IsString() code: string;
  @IsIn(KINDS) kind: PromoCodeKind;
  @IsInt() value: number;
  @IsOptional() @IsInt() min_order_total?: number;
  @IsOptional() @IsString() valid_from?: string;
  // null: no end.
  @IsOptional() @IsString() valid_until?: string | null;
  // null: no cap.
  @IsOptional() @IsInt() max_redemptions?: number | null;
  @IsOptional() @IsBoolean() once_per_account?: boolean;
  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsString() description?: string;
}

/** PATCH /api/admin/promo-codes/{code}: only the fields to change; `parsePromoCodeChanges` checks ranges. */
export class PromoCodeChangesDto {
  @IsOptional() @IsIn(KINDS) kind?: PromoCodeKind;
  @IsOptional() @IsInt() value?: number;
  @IsOptional() @IsInt() min_order_total?: number;
  @IsOptional() @IsString() valid_from?: string;
  @IsOptional() @IsString() valid_until?: string | null;
  @IsOptional() @IsInt() max_redemptions?: number | null;
  @IsOptional() @IsBoolean() once_per_account?: boolean;
  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsString() description?: string;
  /** true: the code ends now. */
  @IsOptional() @IsBoolean() expire?: boolean;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<NewPromoCodeDto, NewPromoCodeBody>(true);
dtoMatches<PromoCodeChangesDto, PromoCodeChangesBody>(true);
