import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { fromSessionSecret } from '../../platform/auth/session-secret';
import { CallerResolver } from './caller.resolver';
import { SessionResponder } from './session.responder';
import { SignupSessionMiddleware } from './signup-session';
import { SignupTokens } from './signup-token';
import { UsersRepository } from './users.repository';

/** Onboarding sessions last an hour: long enough to fill the form and wait for an SMS. */
export const SIGNUP_SESSION_TTL_SECONDS = 3600;

/** Users, sessions and callers: shared by sign-in, OTP and the account endpoints (kept apart to avoid import cycles). */
@Module({
  providers: [
    UsersRepository,
    SessionResponder,
    CallerResolver,
    fromSessionSecret(SignupTokens, ({ secret, now }) => new SignupTokens(secret, SIGNUP_SESSION_TTL_SECONDS, now)),
  ],
  exports: [UsersRepository, SessionResponder, CallerResolver, SignupTokens],
})
export class AccountsCoreModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SignupSessionMiddleware).forRoutes('{*path}');
  }
}
