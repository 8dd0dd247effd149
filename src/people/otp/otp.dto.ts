import type { OtpCheckBody, OtpRequest, OtpVerifyBody } from '@contracts/accounts';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { dtoMatches } from '../../platform/web/dto-contract';

export class RequestOtpDto implements OtpRequest {
  /** Calling code plus number, e.g. "+85291234567". */
  @IsString({ message: 'Invalid mobile number' })
  @IsNotEmpty({ message: 'Required' })
  @MaxLength(20, { message: 'Invalid mobile number' })
  phone_number: string;

  /** First two letters of the locale (spec §7). */
  @IsOptional()
  @IsIn(['en', 'zh'], { message: 'Wrong Input' })
  language?: 'en' | 'zh';
}

export class VerifyOtpDto implements OtpVerifyBody {
  // Spec §5 messages. class-validator reports the decorator nearest the property first, so the
  // rules are listed bottom-up: required, then at most 4 characters, then 4 digits.
  @Matches(/^\d{4}$/, { message: 'Invalid OTP Code' })
  @MaxLength(4, { message: 'Max 4 characters' })
  @IsNotEmpty({ message: 'OTP code is required' })
  @IsString({ message: 'OTP code is required' })
  otp_code: string;
}

export class CheckOtpDto implements OtpCheckBody {
  @IsString({ message: 'Invalid mobile number' })
  @IsNotEmpty({ message: 'Required' })
  @MaxLength(20, { message: 'Invalid mobile number' })
  phone_number: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<RequestOtpDto, OtpRequest>(true);
dtoMatches<VerifyOtpDto, OtpVerifyBody>(true);
dtoMatches<CheckOtpDto, OtpCheckBody>(true);
