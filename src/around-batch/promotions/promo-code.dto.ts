import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max } from 'class-validator';
import type { NewPromoCodeBody, PromoCodeChangesBody, PromoCodeKind } from '@contracts/promotions';
import { dtoMatches } from '../../platform/web/dto-contract';
import { Nullable } from '../../platform/web/null-fields';

const KINDS: readonly PromoCodeKind[] = ['amount', 'percent'];
/** The outer bounds `parseNewPromoCode` applies (HK$1,000,000 in cents, 10 million uses), here so a value past them never waits for the code's lookup. */
const MAX_CENTS = 100_000_000;
const MAX_REDEMPTIONS = 10_000_000;

/** The optional terms a promo code is created with and changed by, checked the same way in both. */
class PromoCodeTermsDto {
  @IsOptional() @IsInt() @Max(MAX_CENTS) min_order_total?: number;
  @IsOptional() @IsString() valid_from?: string;
  // null: no end.
  @Nullable() @IsOptional() @IsString() valid_until?: string | null;
  // null: no cap.
  @Nullable() @IsOptional() @IsInt() @Max(MAX_REDEMPTIONS) max_redemptions?: number | null;
  @IsOptional() @IsBoolean() once_per_account?: boolean;
  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsString() description?: string;
}

/**
 * POST /api/admin/promo-codes: the types. The ranges stay in `parseNewPromoCode`
 * (promo-code.input.ts) because the value's bounds depend on the kind (percent 1-100, amount in
 * HKD cents) and the code is compared after trimming and upper-casing.
 */
export class NewPromoCodeDto extends PromoCodeTermsDto {
  @IsString() code: string;
  @IsIn(KINDS) kind: PromoCodeKind;
  @IsInt() @Max(MAX_CENTS) value: number;
}

/** PATCH /api/admin/promo-codes/{code}: only the fields to change; `parsePromoCodeChanges` checks ranges. */
export class PromoCodeChangesDto extends PromoCodeTermsDto {
  @IsOptional() @IsIn(KINDS) kind?: PromoCodeKind;
  @IsOptional() @IsInt() @Max(MAX_CENTS) value?: number;
  /** true: the code ends now. */
  @IsOptional() @IsBoolean() expire?: boolean;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<PromoCodeTermsDto, Omit<PromoCodeChangesBody, 'kind' | 'value' | 'expire'>>(true);
dtoMatches<NewPromoCodeDto, NewPromoCodeBody>(true);
dtoMatches<PromoCodeChangesDto, PromoCodeChangesBody>(true);
