import { Body, Controller, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Public } from '../../platform/auth/auth.decorators';
import { RateLimit } from '../../platform/auth/rate-limits';
import { CallerResolver, SignupSession, type SignupSessionInfo } from '../accounts';
import { CheckOtpDto, RequestOtpDto, VerifyOtpDto } from './otp.dto';
import { otpNotFound } from './otp.errors';
import { OtpService } from './otp.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Public in the guard's sense because onboarding users hold a signup token, not a session; the caller is still required. */
@Public()
@Controller('api/otp')
export class OtpController {
  constructor(
    private readonly otp: OtpService,
    private readonly callers: CallerResolver,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimit('otp-send')
  async request(
    @Body() body: RequestOtpDto,
    @CurrentActor() actor: Actor | undefined,
    @SignupSession() signup: SignupSessionInfo | undefined,
  ) {
    const user = await this.callers.userOf(actor, signup);
    return this.otp.request(user.id, body.phone_number, body.language ?? 'en');
  }

  @Post('check')
  @HttpCode(200)
  @RateLimit('otp-verify')
  async check(
    @Body() body: CheckOtpDto,
    @CurrentActor() actor: Actor | undefined,
    @SignupSession() signup: SignupSessionInfo | undefined,
  ) {
    const user = await this.callers.userOf(actor, signup);
    return this.otp.check(user.id, body.phone_number);
  }

  @Patch(':id')
  @RateLimit('otp-verify')
  async verify(
    @Param('id') id: string,
    @Body() body: VerifyOtpDto,
    @CurrentActor() actor: Actor | undefined,
    @SignupSession() signup: SignupSessionInfo | undefined,
  ) {
    const user = await this.callers.userOf(actor, signup);
    if (!UUID.test(id)) throw otpNotFound();
    return this.otp.verify(user.id, id, body.otp_code);
  }
}
