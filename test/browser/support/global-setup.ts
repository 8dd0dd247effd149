import globalSetup from '../../support/global-setup';
import { findChromium } from './chromium';
import { buildWebAppNow } from './web-build';

/**
 * The shared PostgreSQL, then one `vite build` for the whole browser run (about 15 s on a 2-core
 * machine, which each of the 19 files used to pay). Without Chromium the suites are skipped (or fail
 * under CI before serving anything), so there is nothing to build for.
 */
export default async function browserGlobalSetup(globalConfig?: { maxWorkers?: number }): Promise<void> {
  await globalSetup(globalConfig);
  if (findChromium()) buildWebAppNow();
}
