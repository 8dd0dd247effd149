import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';

/**
 * The master key that wraps every data key. Production must configure it (app-config refuses to
 * start without it); development keeps a generated one in the data folder, like the session secret,
 * so the personal fields of a local database stay readable across restarts.
 */
export function resolvePersonalDataMasterKey(config: Pick<AppConfig, 'personalDataMasterKey' | 'dataDir'>): Buffer {
  if (config.personalDataMasterKey) return Buffer.from(config.personalDataMasterKey, 'base64');
  const file = join(config.dataDir, 'personal-data-master-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
