// npm run bench:lighthouse (and part of npm run bench): Lighthouse (the npm package, mobile emulation,
// Debian's Chromium at /usr/bin/chromium) on the customer app's /home, /login, /pricing, /dashboard
// (signed in as the demo requester) and the console's batch list (signed in as the demo staff), against
// the real server on the bench database with the web apps built. Records performance, accessibility and
// best-practices scores in results/lighthouse.{json,md}. Targets: performance ≥ 90,
// accessibility 100, best practices ≥ 95: recorded, never asserted.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { gitCommit } from './app-run-info';
import { removeServerData, serverSetup, startAppServer } from './app-server';
import { startBenchDatabase } from './bench-database';

const ROOT = join(__dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthouseRow {
  page: string;
  signedInAs: string | null;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  totalBlockingTimeMs?: number | null;
  cumulativeLayoutShift?: number | null;
  speedIndexMs?: number | null;
  /** The audits that cost the most (score < 0.9, by weight in their category), to know what to fix. */
  failing?: string[];
  error?: string;
  before?: { performance: number | null; accessibility: number | null; bestPractices: number | null };
}

export interface LighthouseResults {
  measuredAt: string;
  command: string;
  chromium: string;
  /** The commit measured (older results carry none). */
  commit?: string;
  loadAverage: number[];
  rows: LighthouseRow[];
}

// Lighthouse is an ES module; the bench runs as CommonJS, so the import must stay a real import().
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- a literal import(), hidden from the CommonJS transform
const esmImport = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> } | undefined>;
    audits: Record<
      string,
      { numericValue?: number; score?: number | null; scoreDisplayMode?: string; displayValue?: string } | undefined
    >;
    runtimeError?: { message: string };
  };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

/** Audits scored below 0.9: weighted ones first (what moves the category score), then opportunities. */
function failingAudits(lhr: LighthouseResult['lhr']): string[] {
  const weights = new Map<string, number>();
  for (const category of Object.values(lhr.categories))
    for (const ref of category?.auditRefs ?? []) weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
  return Object.entries(lhr.audits)
    .filter(
      ([, audit]) =>
        audit &&
        typeof audit.score === 'number' &&
        audit.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode ?? ''),
    )
    .sort(([a], [b]) => (weights.get(b) ?? 0) - (weights.get(a) ?? 0))
    .slice(0, 12)
    .map(([id, audit]) => `${id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const score = (s: number | null | undefined) => (s === null || s === undefined ? null : Math.round(s * 100));

export async function runLighthouseBench(): Promise<LighthouseResults> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  if (process.env.BENCH_NO_BUILD !== '1')
    execFileSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const { default: lighthouse } = await esmImport<{ default: LighthouseFn }>('lighthouse');
  const launcher = await esmImport<{
    launch: (o: Record<string, unknown>) => Promise<{ port: number; kill: () => void }>;
  }>('chrome-launcher');
  const database = await startBenchDatabase();
  const setup = serverSetup(await database.createDatabase('lighthouse'));
  const server = await startAppServer(setup, 180_000, { SEED_DEMO_DATA: 'accounts', DEV_SIGN_IN: 'true' });
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: LighthouseRow[] = [];
  try {
    // Signs in through the apps themselves (development sign-in) in Lighthouse's own Chromium profile,
    // so the signed-in pages are measured as a returning user sees them.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    const signInCustomer = async (email: string) => {
      await page.goto(`${server.baseUrl}/login`);
      await page.getByTestId('dev-email').fill(email);
      await page.getByTestId('dev-email-sign-in').click();
      await page.getByTestId('page-dashboard').waitFor({ timeout: 120_000 });
    };
    const signOutCustomer = () => page.evaluate(() => window.localStorage.removeItem('hkc.session'));
    const signInConsole = async () => {
      await page.goto(`${server.baseUrl}/admin/`);
      await page.getByTestId('admin-dev-sign-in-s').first().click({ timeout: 120_000 });
      await page.waitForURL(/#\/(batches)?/, { timeout: 120_000 });
    };

    const targets: Array<{ page: string; url: string; as: string | null; before?: () => Promise<void> }> = [
      { page: '/home', url: '/home', as: null, before: async () => signOutCustomer() },
      { page: '/login', url: '/login', as: null },
      { page: '/pricing', url: '/pricing', as: null },
      {
        page: '/dashboard',
        url: '/dashboard',
        as: 'requester@example.com',
        before: () => signInCustomer('requester@example.com'),
      },
      { page: '/admin/#/batches', url: '/admin/#/batches', as: 'staff@example.com', before: signInConsole },
    ];
    await page.goto(`${server.baseUrl}/home`);
    for (const target of targets) {
      const row: LighthouseRow = {
        page: target.page,
        signedInAs: target.as,
        performance: null,
        accessibility: null,
        bestPractices: null,
        firstContentfulPaintMs: null,
        largestContentfulPaintMs: null,
      };
      try {
        await target.before?.();
        const result = await lighthouse(`${server.baseUrl}${target.url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          formFactor: 'mobile',
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
          // Keep the signed-in session in the profile's storage.
          disableStorageReset: true,
        });
        if (!result) throw new Error('no result');
        const { lhr } = result;
        if (lhr.runtimeError) row.error = lhr.runtimeError.message;
        row.performance = score(lhr.categories.performance?.score);
        row.accessibility = score(lhr.categories.accessibility?.score);
        row.bestPractices = score(lhr.categories['best-practices']?.score);
        row.firstContentfulPaintMs = Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0) || null;
        row.largestContentfulPaintMs = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0) || null;
        row.totalBlockingTimeMs = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        row.cumulativeLayoutShift =
          Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000;
        row.speedIndexMs = Math.round(lhr.audits['speed-index']?.numericValue ?? 0) || null;
        row.failing = failingAudits(lhr);
        // The whole report, to read what an audit found (LIGHTHOUSE_REPORTS_DIR=/tmp/lh).
        if (process.env.LIGHTHOUSE_REPORTS_DIR)
          writeFileSync(
            join(process.env.LIGHTHOUSE_REPORTS_DIR, `${target.page.replace(/[^a-z0-9]+/gi, '_')}.json`),
            JSON.stringify(lhr),
          );
      } catch (error) {
        row.error = (error as Error).message.split('\n')[0];
      }
      rows.push(row);
      process.stderr.write(`lighthouse ${row.page}: ${JSON.stringify(row)}\n`);
    }
    await browser.close().catch(() => undefined);
  } finally {
    chrome.kill();
    await server.stop();
    removeServerData(setup);
    await database.stop();
  }
  const previous = readPrevious();
  for (const row of rows) {
    const before = previous.find((p) => p.page === row.page);
    if (before) row.before = before.before ?? pick(before);
  }
  return {
    measuredAt: new Date().toISOString(),
    command: 'npm run bench:lighthouse',
    chromium: CHROMIUM,
    commit: gitCommit(),
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    rows,
  };
}

const pick = (r: LighthouseRow) => ({
  performance: r.performance,
  accessibility: r.accessibility,
  bestPractices: r.bestPractices,
});

function readPrevious(): LighthouseRow[] {
  const file = join(__dirname, 'results', 'lighthouse.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as LighthouseResults).rows;
}

export function writeLighthouseResults(dir: string, results: LighthouseResults): void {
  writeFileSync(join(dir, 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  const cell = (now: number | null, before: number | null | undefined) =>
    before === undefined || before === null ? `${now ?? '-'}` : `${before} → ${now ?? '-'}`;
  const lines = [
    '# Lighthouse (mobile emulation)',
    '',
    `Measured ${results.measuredAt} by \`${results.command}\` at commit \`${results.commit ?? 'unknown'}\` with ${results.chromium}; load average ${results.loadAverage.join(' / ')} (2 cores shared).`,
    'Targets: performance ≥ 90, accessibility 100, best practices ≥ 95. "a → b" is the first recorded run → this one.',
    'Before code splitting (the single-file build): `/home` and `/login` scored 56 for performance, first and largest contentful paint 7.1-7.6 s.',
    '',
    '| Page | Signed in as | Performance | Accessibility | Best practices | FCP ms | LCP ms | TBT ms | CLS | Note |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.signedInAs ?? 'guest'} | ${cell(r.performance, r.before?.performance)} | ${cell(r.accessibility, r.before?.accessibility)} | ${cell(r.bestPractices, r.before?.bestPractices)} | ${r.firstContentfulPaintMs ?? '-'} | ${r.largestContentfulPaintMs ?? '-'} | ${r.totalBlockingTimeMs ?? '-'} | ${r.cumulativeLayoutShift ?? '-'} | ${r.error ?? ''} |`,
    ),
    '',
    'Audits below 0.9, per page (what still costs the score):',
    '',
    ...results.rows.map((r) => `- \`${r.page}\`: ${(r.failing ?? []).join('; ') || 'none'}`),
    '',
  ];
  writeFileSync(join(dir, 'lighthouse.md'), lines.join('\n'));
}

// Run directly (scripts/run-ts.cjs puts the entry file in argv[1]), not when run-all imports it.
if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  runLighthouseBench().then(
    (results) => {
      writeLighthouseResults(join(__dirname, 'results'), results);
      process.stdout.write('lighthouse: wrote test/bench/results/lighthouse.{json,md}\n');
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
}
