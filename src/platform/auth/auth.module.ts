import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AuthGuard } from './auth.guard';
import { SessionChecks } from './session-checks';
import { resolveSessionSecret } from './session-secret';
import { SessionTokens } from './session-token';

@Global()
@Module({
  providers: [
    {
      provide: SessionTokens,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SessionTokens(resolveSessionSecret(config), config.sessionTtlSeconds),
    },
    SessionChecks,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionTokens, SessionChecks],
})
export class AuthModule {}
