import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, Matches, Max, Min } from 'class-validator';
import type {
  AcceptQuoteRevisionBody,
  ApproveItemsBody,
  ArrivalLookupQuery,
  CheckInForm,
  DeclineQuoteRevisionBody,
  DisputeDecisionForm,
  DisputeMessageBody,
  ProposeQuoteRevisionBody,
  ReportProblemForm,
} from '@contracts/batch/arrival';
import { DISPUTE_DECISIONS, PARCEL_CONDITIONS, PROBLEM_KINDS } from '@machines/batch/arrival.types';
import { ItemIds } from '../../batch';
import { dtoMatches, type FormText } from '../../platform/web/dto-contract';
import { NonEmptyText, OptionalText, OptionalWholeNumber, WholeNumber } from '../../platform/web/field-rules';
import { IsDecimalNumber } from '../../platform/web/is-decimal-number';

/** Hundredths of a pound: 0.01 lb to 1,000 lb. */
const WEIGHT = [1, 100_000] as const;
const MAX_MINOR_UNITS = 1_000_000_000;
const Side = (): PropertyDecorator => (target, key) => {
  Type(() => Number)(target, key);
  // Not IsNumber({ maxDecimalPlaces }): it throws on a fraction printed in exponent form (1e-7).
  IsDecimalNumber(2)(target, key);
  Min(0.01)(target, key);
  Max(1000)(target, key);
};

/** The text fields of a check-in (multipart: every value is text; `photos` are the files). */
export class CheckInDto {
  /** Comma-separated item ids of the order. */
  @Matches(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,49}$/) item_ids: string;
  @Type(() => Number) @WholeNumber(...WEIGHT) weight: number;
  @Side() length_cm: number;
  @Side() width_cm: number;
  @Side() height_cm: number;
  @IsIn(PARCEL_CONDITIONS) condition: (typeof PARCEL_CONDITIONS)[number];
  @OptionalText(1000) note?: string;
  @OptionalText(60) tracking_number?: string;
}

export class ApproveItemsDto {
  @ItemIds() items: string[];
}

export class ReportProblemDto {
  @NonEmptyText(64) item_id: string;
  @IsIn(PROBLEM_KINDS) kind: (typeof PROBLEM_KINDS)[number];
  @NonEmptyText(2000) message: string;
}

export class DisputeMessageDto {
  @NonEmptyText(2000) message: string;
  @IsOptional() @IsBoolean() internal?: boolean;
}

export class DisputeDecisionDto {
  @IsIn(DISPUTE_DECISIONS) decision: (typeof DISPUTE_DECISIONS)[number];
  @NonEmptyText(1000) reason: string;
  @IsOptional() @Type(() => Number) @WholeNumber(...WEIGHT) weight?: number;
}

export class ProposeQuoteRevisionDto {
  @IsIn(['local_shipping', 'surcharge']) reason: 'local_shipping' | 'surcharge';
  @OptionalWholeNumber(0, MAX_MINOR_UNITS) local_shipping_fee?: number;
  @OptionalWholeNumber(0, MAX_MINOR_UNITS) additional_fee?: number;
  @NonEmptyText(1000) remark: string;
}

export class AcceptQuoteRevisionDto {
  @NonEmptyText(64) revision_id: string;
}

export class DeclineQuoteRevisionDto {
  @NonEmptyText(64) revision_id: string;
  @NonEmptyText(2000) message: string;
}

export class ArrivalLookupQueryDto {
  @NonEmptyText(100) q: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
// Multipart text, except the enumerations, which keep their values' type.
dtoMatches<FormText<Omit<CheckInDto, 'condition'>> & Pick<CheckInDto, 'condition'>, CheckInForm>(true);
dtoMatches<ApproveItemsDto, ApproveItemsBody>(true);
dtoMatches<ReportProblemDto, ReportProblemForm>(true);
dtoMatches<DisputeMessageDto, DisputeMessageBody>(true);
dtoMatches<FormText<Omit<DisputeDecisionDto, 'decision'>> & Pick<DisputeDecisionDto, 'decision'>, DisputeDecisionForm>(
  true,
);
dtoMatches<ProposeQuoteRevisionDto, ProposeQuoteRevisionBody>(true);
dtoMatches<AcceptQuoteRevisionDto, AcceptQuoteRevisionBody>(true);
dtoMatches<DeclineQuoteRevisionDto, DeclineQuoteRevisionBody>(true);
dtoMatches<ArrivalLookupQueryDto, ArrivalLookupQuery>(true);
