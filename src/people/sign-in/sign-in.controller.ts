import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Public } from '../../platform/auth/auth.decorators';
import { RateLimit } from '../../platform/auth/rate-limits';
import { LoginStates } from './login-state';
import { LoginDto } from './sign-in.dto';
import { SignInService } from './sign-in.service';

@Public()
@Controller('api/user/login')
export class SignInController {
  constructor(
    private readonly signIn: SignInService,
    private readonly states: LoginStates,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimit('sign-in')
  login(@Body() body: LoginDto) {
    return this.signIn.login(body.provider, { token: body.token, state: body.state });
  }

  /** A fresh OAuth state for the Facebook login dialog (single use, 10 minutes). */
  @Get('state')
  state() {
    return this.states.issue();
  }
}
