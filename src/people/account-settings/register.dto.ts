import { Type } from 'class-transformer';
import { Equals, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { LOCALES } from '../../operations/reference-data/localize';
import { MAX_INTEGER_ID } from '../../platform/web/number-bounds';
import { dtoMatches, type Widened } from '../../platform/web/dto-contract';
import type { RegisterRequest } from '@contracts/accounts';

/** POST /api/account/register/ (spec §7). Format rules that need context (birthday, mobile, ID) run in the service. */
export class RegisterDto {
  @IsUUID('all', { message: 'Wrong Input' })
  user: string;

  @Type(() => Number)
  @IsInt({ message: 'Wrong Input' })
  @Min(1, { message: 'Wrong Input' })
  @Max(MAX_INTEGER_ID, { message: 'Wrong Input' })
  country: number;

  @IsString({ message: 'Required' })
  @IsNotEmpty({ message: 'Required' })
  @MaxLength(50, { message: 'Over Maximum Value' })
  first_name: string;

  @IsString({ message: 'Required' })
  @IsNotEmpty({ message: 'Required' })
  @MaxLength(50, { message: 'Over Maximum Value' })
  last_name: string;

  @IsString({ message: 'Required' })
  @IsNotEmpty({ message: 'Required' })
  birth_date: string;

  @IsOptional()
  @IsString({ message: 'Wrong Input' })
  id_number?: string;

  @IsString({ message: 'Required' })
  @IsNotEmpty({ message: 'Required' })
  @MaxLength(20, { message: 'Invalid mobile number' })
  mobile: string;

  @IsIn(['r', 'b'], { message: 'Wrong Input' })
  account_type: 'r' | 'b';

  @IsIn(LOCALES, { message: 'Wrong Input' })
  language_country: string;

  /** The sign-up form's terms checkbox (spec §5): must be ticked; the version and time are recorded. */
  @Equals(true, { message: 'Required' })
  terms_accepted: boolean;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
// `country` is coerced by @Type(() => Number): numeric text is accepted too.
dtoMatches<Widened<RegisterDto, { country: string | number }>, RegisterRequest>(true);
