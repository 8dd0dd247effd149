import type { Browser } from 'playwright-core';
import { seedDemoData } from '../../../src/dev/seed/seed-demo-data';
import { startTestApp, type TestApp } from '../../support/kit';
import { createScenario, makeDemoBuyerEligible, type Scenario } from './batch-scenario';
import { findChromium, launchChromium } from './chromium';
import { startCpuProbe, type CpuProbe } from './cpu-report';
import { buildWebApp } from './web-build';

export interface BrowserSuiteOptions {
  /** This file's configuration on top of the test app's (an empty one keeps the spec's values). */
  env?: Record<string, string>;
  /** The demo accounts: main.ts seeds them at start, the test app leaves that to the suite. */
  demoAccounts?: boolean;
  /** The demo buyer in the automatic assignment's pool for US items (needs the demo accounts). */
  demoBuyerEligible?: boolean;
}

/** The running app and Chromium of one browser file, read inside its tests (set in beforeAll). */
export interface BrowserSuite {
  readonly app: TestApp;
  readonly browser: Browser;
  /** The kit on this app: API calls as the demo accounts, batches driven to a point, sign-in pages. */
  readonly scenario: Scenario;
}

/**
 * Boots this file's app on a fresh database and launches Chromium beside it (the two do not wait on
 * each other), seeds what the file asks for, and closes everything after the file. Call it inside
 * the file's `describe`; Chromium's path has been checked by `chromiumOrSkip` by then.
 */
export function useBrowserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let probe: CpuProbe | undefined;
  const suite: BrowserSuite = {
    get app(): TestApp {
      if (!app) throw new Error('the browser suite has no app yet (read it inside a test or a hook)');
      return app;
    },
    get browser(): Browser {
      if (!browser) throw new Error('the browser suite has no Chromium yet (read it inside a test or a hook)');
      return browser;
    },
    scenario: createScenario(
      () => suite.app,
      () => suite.browser,
    ),
  };

  beforeAll(async () => {
    probe = startCpuProbe();
    buildWebApp();
    const path = findChromium();
    if (!path) throw new Error('Chromium vanished after chromiumOrSkip found it');
    const started = await Promise.allSettled([startTestApp(options.env ?? {}), launchChromium(path)]);
    if (started[0].status === 'fulfilled') app = started[0].value;
    if (started[1].status === 'fulfilled') browser = started[1].value;
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    if (options.demoAccounts || options.demoBuyerEligible) await seedDemoData(suite.app.dataSource);
    if (options.demoBuyerEligible) await makeDemoBuyerEligible(suite.scenario);
  });

  afterAll(async () => {
    await suite.scenario.closeContexts();
    probe?.children();
    await browser?.close();
    await app?.close();
    probe?.done();
  });

  return suite;
}
