import type * as Contract from '@contracts/privacy';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE } from '../../platform/web/number-bounds';
import { dtoMatches } from '../../platform/web/dto-contract';

export class PrivacyRequestBody implements Contract.PrivacyRequestInput {
  @IsIn(['review', 'correction', 'deletion']) kind: Contract.PrivacyRequestKind;
  @IsOptional() @IsString() @MaxLength(2000) details?: string;
}

/** Answering needs the reply the user will read. */
export class AnswerPrivacyRequestBody implements Contract.PrivacyRequestAction {
  @IsString() @IsNotEmpty() @MaxLength(2000) answer: string;
}

export class CompletePrivacyRequestBody implements Contract.PrivacyRequestAction {
  @IsOptional() @IsString() @MaxLength(2000) answer?: string;
}

export class AdminPrivacyRequestQueryDto implements Contract.AdminPrivacyRequestQuery {
  @IsOptional() @IsIn(['open', 'answered', 'completed']) status?: Contract.PrivacyRequestStatus;
  @IsOptional() @IsIn(['true', 'false']) overdue?: 'true' | 'false';
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) page_size?: number;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<PrivacyRequestBody, Contract.PrivacyRequestInput>(true);
dtoMatches<AnswerPrivacyRequestBody, Contract.PrivacyRequestAnswer>(true);
dtoMatches<CompletePrivacyRequestBody, Contract.PrivacyRequestAction>(true);
dtoMatches<AdminPrivacyRequestQueryDto, Contract.AdminPrivacyRequestQuery>(true);
