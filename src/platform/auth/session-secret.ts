import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
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
