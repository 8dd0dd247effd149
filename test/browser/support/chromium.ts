import { existsSync } from 'node:fs';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
export const INSTALL_HINT = 'apt-get update && apt-get install -y chromium';

export function findChromium(): string | undefined {
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * Browser suites need a real Chromium. Under CI a missing browser is a failure (the suite would
 * otherwise pass vacuously); on a developer machine it is a loud notice and a skip.
 */
export function chromiumOrSkip(): { path: string | undefined; describe: jest.Describe } {
  const path = findChromium();
  if (path) return { path, describe };
  const message = `Chromium not found (looked in ${CANDIDATES.join(', ')}). Install it with: ${INSTALL_HINT}`;
  if (process.env.CI === 'true') throw new Error(`[browser tests] ${message}`);
  process.stderr.write(`\n${'!'.repeat(78)}\n[browser tests] SKIPPED: ${message}\n${'!'.repeat(78)}\n\n`);
  return { path: undefined, describe: describe.skip };
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Collects console errors and uncaught page errors, so every test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
