import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
export const ARTIFACTS = join(ROOT, 'test', 'artifacts');
let built = false;

/** Builds the customer app once per test process, so the suite always serves the current sources. */
export function buildWebApp(): void {
  if (built) return;
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'console/vite.config.ts',
      '--logLevel',
      'error',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  mkdirSync(ARTIFACTS, { recursive: true });
  built = true;
}

export const screenshotPath = (name: string) => join(ARTIFACTS, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`);
