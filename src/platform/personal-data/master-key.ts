import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  if (existsSync(file)) return readKey(file);
  mkdirSync(config.dataDir, { recursive: true });
  // Instances sharing a data folder (npm run start:cluster) may start at once: the key is written to
  // a file of its own and linked into place, which fails for all but the first; the others read it.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('base64'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readKey(file);
}

const readKey = (file: string): Buffer => Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
