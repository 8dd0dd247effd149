import { Controller, Get, Inject, Injectable, Query } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import type { DevOtpCode, DevOtpQuery as DevOtpQueryContract } from '@contracts/accounts';
import { Public } from '../../platform/auth/auth.decorators';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ApiError } from '../../platform/web/api-error';
import { parseMobileNumber } from '../accounts';
import { dtoMatches } from '../../platform/web/dto-contract';

const KEEP = 200;
const TTL_MS = 10 * 60 * 1000;

/**
 * The development sign-in's way to the code that was "texted": no code is at rest (the
 * SMS outbox keeps bodies redacted), so with DEV_SIGN_IN on the newest codes are kept in this
 * process's memory for 10 minutes; with it off nothing is kept and the route does not exist.
 */
@Injectable()
export class DevOtpCodes {
  private readonly codes = new Map<string, { code: string; at: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.devSignIn;
  }

  record(phone: string, code: string): void {
    if (!this.enabled) return;
    this.codes.delete(phone);
    this.codes.set(phone, { code, at: Date.now() });
    while (this.codes.size > KEEP) this.codes.delete(this.codes.keys().next().value as string);
  }

  latest(phone: string): string | undefined {
    const entry = this.codes.get(phone);
    return entry && Date.now() - entry.at < TTL_MS ? entry.code : undefined;
  }
}

export class DevOtpQuery {
  @IsString()
  @MaxLength(32)
  phone_number!: string;
}

/** `GET /api/dev/otp?phone_number=` (development sign-in only; 404 otherwise). */
@Public()
@Controller('api/dev/otp')
export class DevOtpController {
  constructor(private readonly codes: DevOtpCodes) {}

  @Get()
  latest(@Query() query: DevOtpQuery): DevOtpCode {
    // Without the development sign-in the route answers as if it did not exist.
    if (!this.codes.enabled) throw new ApiError(404, 'OTP_NOT_FOUND', 'Not Found', {});
    const phone = parseMobileNumber(query.phone_number)?.e164 ?? query.phone_number;
    const code = this.codes.latest(phone);
    if (!code) throw new ApiError(404, 'OTP_NOT_FOUND', 'No code was sent to this number lately', {});
    return { phone_number: phone, code };
  }
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<DevOtpQuery, DevOtpQueryContract>(true);
