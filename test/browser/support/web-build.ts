import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
export const ARTIFACTS = join(ROOT, 'test', 'artifacts');
// Set by the browser project's global setup once it has built, and seen by every test file after it:
// Jest gives each file a fresh module registry, so a module-level flag would rebuild for each file.
const BUILT_FOR_THIS_RUN = 'CONCIERGE_TEST_WEB_BUILT';

/** Runs `vite build` of the customer app (and the console it builds after), so suites serve the current sources. */
export function buildWebAppNow(): void {
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
      // Jest sets NODE_ENV=test, which Vite passes on to React: the browser would run React's
      // development build (about half as much again to download and slower to render), not what users get.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  mkdirSync(ARTIFACTS, { recursive: true });
  process.env[BUILT_FOR_THIS_RUN] = 'true';
}

/** Builds the customer app once per run (test/browser/support/global-setup.ts already has, under Jest). */
export function buildWebApp(): void {
  if (process.env[BUILT_FOR_THIS_RUN] === 'true') return;
  buildWebAppNow();
}

export const screenshotPath = (name: string) => join(ARTIFACTS, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`);
