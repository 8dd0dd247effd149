import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LOCALES } from '../../operations/reference-data/localize';
import { MAX_INTEGER_ID } from '../../platform/web/number-bounds';
import { dtoMatches } from '../../platform/web/dto-contract';
import type { AccountUpdate } from '@contracts/accounts';

// Reference ids arrive as text in multipart forms.
const id = () =>
  applyDecorators(
    Type(() => Number),
    IsInt({ message: 'Wrong Input' }),
    Min(1, { message: 'Wrong Input' }),
    Max(MAX_INTEGER_ID, { message: 'Wrong Input' }),
  );

/** Multipart forms send a list as JSON text or comma-separated; JSON bodies send an array. */
const toList = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text === ''
    ? []
    : text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
};

/** PATCH /api/account/update/{id}/ (spec §7): every field optional; the avatar comes as a multipart file. */
export class UpdateAccountDto {
  @IsOptional()
  @IsString({ message: 'Wrong Input' })
  @IsNotEmpty({ message: 'Required' })
  @MaxLength(50, { message: 'Over Maximum Value' })
  first_name?: string;

  @IsOptional()
  @IsString({ message: 'Wrong Input' })
  @IsNotEmpty({ message: 'Required' })
  @MaxLength(50, { message: 'Over Maximum Value' })
  last_name?: string;

  @IsOptional()
  @IsString({ message: 'Wrong Input' })
  id_number?: string;

  @IsOptional()
  @IsString({ message: 'Invalid mobile number' })
  @MaxLength(20, { message: 'Invalid mobile number' })
  mobile?: string;

  @IsOptional()
  @IsString({ message: 'Wrong format' })
  birth_date?: string;

  @IsOptional()
  @IsString({ message: 'Wrong Input' })
  @IsNotEmpty({ message: 'Required' })
  @MaxLength(200, { message: 'Over Maximum Value' })
  address_1?: string;

  @IsOptional()
  @IsString({ message: 'Wrong Input' })
  @MaxLength(200, { message: 'Over Maximum Value' })
  address_2?: string;

  @IsOptional()
  @IsIn(['male', 'female'], { message: 'Wrong Input' })
  gender?: 'male' | 'female';

  @IsOptional()
  @Transform(toList)
  @IsArray({ message: 'Wrong Input' })
  @ArrayMaxSize(20, { message: 'Over Maximum Value' })
  @IsString({ each: true, message: 'Wrong Input' })
  @MaxLength(50, { each: true, message: 'Over Maximum Value' })
  interests?: string[];

  @IsOptional()
  @IsEmail({}, { message: 'Wrong format' })
  @MaxLength(200, { message: 'Over Maximum Value' })
  paypal?: string;

  @IsOptional()
  @id()
  city?: number;

  @IsOptional()
  @id()
  state?: number;

  @IsOptional()
  @id()
  region?: number;

  @IsOptional()
  @id()
  district?: number;

  @IsOptional()
  @IsString({ message: 'Wrong Input' })
  @MaxLength(20, { message: 'Over Maximum Value' })
  zipcode?: string;

  @IsOptional()
  @id()
  country?: number;

  @IsOptional()
  @IsIn(LOCALES, { message: 'Wrong Input' })
  language_country?: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<UpdateAccountDto, AccountUpdate>(true);
