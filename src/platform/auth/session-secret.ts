import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FactoryProvider, InjectionToken } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';

/** Nest token of the HMAC key behind session, sign-up, login-state and OTP hashes (AuthModule provides it). */
export const SESSION_SECRET = Symbol('SESSION_SECRET');

/**
 * SESSION_SECRET when configured (required in production). Otherwise one key in the database
 * (app_secrets), so every instance on it signs and checks tokens alike and sessions survive a
 * restart: the first instance inserts it (ON CONFLICT DO NOTHING), the others then read that row.
 * A key an older version kept in the data folder is the one inserted, so its sessions stay valid.
 */
export async function resolveSessionSecret(config: AppConfig, dataSource: DataSource): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  const candidate = existsSync(file) ? readFileSync(file, 'utf8').trim() : randomBytes(48).toString('base64url');
  await dataSource.query(`INSERT INTO app_secrets (name, value) VALUES ('session', $1) ON CONFLICT (name) DO NOTHING`, [
    candidate,
  ]);
  // A second statement: its snapshot sees the row of an instance that won the race.
  const rows: Array<{ value: string }> = await dataSource.query(`SELECT value FROM app_secrets WHERE name = 'session'`);
  return rows[0].value;
}

/** What a provider keyed by the session secret is made from: the key, the clock's now, the configuration. */
export interface SessionSecretSources {
  readonly secret: string;
  readonly now: () => number;
  readonly config: AppConfig;
}

/**
 * A provider built from the session secret (signed tokens, hashes, keys derived from it): one
 * declaration of what it is injected with, so a feature module names only what it makes.
 */
export function fromSessionSecret<T>(
  provide: InjectionToken<T>,
  make: (sources: SessionSecretSources) => T,
): FactoryProvider<T> {
  return {
    provide,
    inject: [SESSION_SECRET, Clock, APP_CONFIG],
    useFactory: (secret: string, clock: Clock, config: AppConfig) =>
      make({ secret, now: () => clock.now().getTime(), config }),
  };
}
