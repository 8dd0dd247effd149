import { Allow, IsBoolean, IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { CardPaymentMethod, PaymentDetailsBody, PayBody } from '@contracts/batch/checkout';
import { dtoMatches } from '../../../platform/web/dto-contract';

/**
 * POST /api/batch/checkout/payments/{id}. `parsePayBody` (batch-checkout.input.ts) still decides
 * the terms (PAYMENT_TERMS_NOT_AGREED, checked before anything a shopper could fix later), the card
 * fields (named `payment_method.<field>`) and whether the return URL parses; this DTO checks the
 * shape the pipe can name with the same field.
 */
export class PayBodyDto {
  // Anything but `true` is the terms refusal with its own code, not VALIDATION_FAILED.
  @Allow() agreed_to_terms: boolean;
  @IsObject() payment_method: CardPaymentMethod;
  @IsString() @MaxLength(2000) @Matches(/^https?:\/\//) return_url: string;
  @IsOptional() @IsObject() browser_info?: Record<string, unknown>;
  @IsOptional() @IsObject() risk_data?: Record<string, unknown>;
  @IsOptional() @IsBoolean() store_payment_method?: boolean;
  // Read with the If-Match header by `acceptedQuoteRevision`, which refuses a mismatch between the two.
  @Allow() quote_revision?: number;
  // A top-up: the waiting higher revision whose increase is paid (TopUpCheckoutService).
  @IsOptional() @IsString() @MaxLength(128) revision_id?: string;
}

/** POST /api/batch/checkout/payments/{id}/details: the provider's redirect result. */
export class PaymentDetailsDto {
  @IsString() @MaxLength(2000) redirect_result: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<PayBodyDto, PayBody>(true);
dtoMatches<PaymentDetailsDto, PaymentDetailsBody>(true);
