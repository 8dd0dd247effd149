import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AuthGuard } from './auth.guard';
import { AuthHousekeeping } from './auth-housekeeping';
import { SessionChecks } from './session-checks';
import { resolveSessionSecret, SESSION_SECRET } from './session-secret';
import { SessionTokens } from './session-token';
import { SessionStore } from './session-store';
import { RateLimitGuard, RateLimits } from './rate-limits';
import { DataSource } from 'typeorm';

@Global()
@Module({
  providers: [
    {
      provide: SESSION_SECRET,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) => resolveSessionSecret(config, dataSource),
    },
    {
      provide: SessionTokens,
      inject: [APP_CONFIG, SESSION_SECRET],
      useFactory: (config: AppConfig, secret: string) => new SessionTokens(secret, config.sessionTtlSeconds),
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
  exports: [SESSION_SECRET, SessionTokens, SessionStore, SessionChecks, RateLimits, RateLimitGuard],
})
export class AuthModule {}
