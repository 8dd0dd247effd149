import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AuthGuard } from './auth.guard';
import { AuthHousekeeping } from './auth-housekeeping';
import { SessionChecks } from './session-checks';
import { resolveSessionSecret } from './session-secret';
import { SessionTokens } from './session-token';
import { SessionStore } from './session-store';
import { RateLimitGuard, RateLimits } from './rate-limits';
import { DataSource } from 'typeorm';

@Global()
@Module({
  providers: [
    {
      provide: SessionTokens,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SessionTokens(resolveSessionSecret(config), config.sessionTtlSeconds),
    },
    {
      provide: SessionStore,
      inject: [DataSource, APP_CONFIG],
      useFactory: (dataSource: DataSource, config: AppConfig) =>
        new SessionStore(dataSource, {
          idleSeconds: config.sessionIdleSeconds,
          ttlSeconds: config.sessionTtlSeconds,
          retentionHours: config.sessionRetentionHours,
        }),
    },
    {
      provide: RateLimits,
      inject: [DataSource, APP_CONFIG],
      useFactory: (dataSource: DataSource, config: AppConfig) => new RateLimits(dataSource, config.rateLimits),
    },
    SessionChecks,
    RateLimitGuard,
    AuthHousekeeping,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionTokens, SessionStore, SessionChecks, RateLimits, RateLimitGuard],
})
export class AuthModule {}
