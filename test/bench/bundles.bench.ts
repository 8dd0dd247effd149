// npm run bench:bundles (and part of npm run bench): builds both web apps and records, per route, the gzip
// bytes a first visit downloads before the page is usable: the HTML, the entry chunk and everything it
// imports statically, the route's lazy chunk and its static imports, and the locale bundle the app loads
// at start (en-hk, the default). Read from Vite's manifest (dist/web/<app>/.vite/manifest.json), so it
// counts exactly the files the browser must fetch, each once. Writes results/bundles.{json,md}; the
// "before" column is the first recorded run (a single-file build), kept from the previous JSON.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gitCommit, loads } from './app-run-info';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleRoute {
  app: 'customer' | 'admin';
  route: string;
  /** Manifest keys (source paths relative to the app's root) of the lazy modules this route needs at once. */
  modules: string[];
  budgetKb: number;
}

export interface BundleRow {
  app: string;
  route: string;
  gzipKb: number;
  /** Brotli 11, as the server now sends the build's precompressed copies to browsers that take br. */
  brotliKb?: number;
  rawKb: number;
  files: number;
  budgetKb: number;
  withinBudget: boolean;
  beforeGzipKb?: number;
}

export interface BundleResults {
  measuredAt: string;
  command: string;
  /** Absent in results written before the bench recorded them. */
  commit?: string;
  load?: string;
  method: string;
  rows: BundleRow[];
}

const ROOT = join(__dirname, '..', '..');
const DIST = join(ROOT, 'dist', 'web');
const LOCALE = ['../shared/i18n/bundles/en-hk.ts'];
const REST = ['../shared/i18n/bundles/en-hk-rest.ts'];
/** The console's sign-in (console/admin/src/app/console-root.tsx) is in its entry; it reads the core and console texts. */
const ADMIN_SIGN_IN_LOCALE = ['../shared/i18n/bundles/en-hk.ts', '../shared/i18n/bundles/en-hk-admin.ts'];

/**
 * The first-visit budgets, and two more customer routes for the record. The public customer pages have
 * 170 KB gzip: room for i18next and react-i18next, which the customer app translates with.
 */
export const ROUTES: BundleRoute[] = [
  { app: 'customer', route: '/login', modules: ['src/pages/sign-in/sign-in.page.tsx', ...LOCALE], budgetKb: 170 },
  { app: 'customer', route: '/home', modules: ['src/pages/home/home.page.tsx', ...LOCALE], budgetKb: 170 },
  { app: 'customer', route: '/pricing', modules: ['src/pages/pricing/pricing.page.tsx', ...LOCALE], budgetKb: 170 },
  {
    app: 'customer',
    route: '/dashboard',
    modules: ['src/pages/dashboard/dashboard.page.tsx', 'src/layout/user-menu.tsx', ...LOCALE, ...REST],
    budgetKb: 250,
  },
  {
    app: 'customer',
    route: '/dashboard/:batchType/:batchId',
    modules: ['src/pages/batch-detail/batch-detail.page.tsx', 'src/layout/user-menu.tsx', ...LOCALE, ...REST],
    budgetKb: 250,
  },
  // react-admin (src/app/admin-app.tsx) loads after the sign-in (i18next is in the entry), so the sign-in counts the entry's closure.
  { app: 'admin', route: '/admin/#/login', modules: [...ADMIN_SIGN_IN_LOCALE], budgetKb: 300 },
];

function closure(manifest: Manifest, keys: string[], into: Set<string>): void {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (into.has(chunk.file)) continue;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    closure(manifest, chunk.imports ?? [], into);
  }
}

function measureRoute(route: BundleRoute): Omit<BundleRow, 'beforeGzipKb'> {
  const dir = join(DIST, route.app);
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>(['index.html']);
  closure(manifest, ['index.html'], files);
  closure(manifest, route.modules, files);
  let gzip = 0;
  let brotli = 0;
  let raw = 0;
  for (const file of files) {
    const content = readFileSync(join(dir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
  }
  const gzipKb = Math.round((gzip / 1024) * 10) / 10;
  return {
    app: route.app,
    route: route.route,
    gzipKb,
    brotliKb: Math.round((brotli / 1024) * 10) / 10,
    rawKb: Math.round((raw / 1024) * 10) / 10,
    files: files.size,
    budgetKb: route.budgetKb,
    withinBudget: gzipKb <= route.budgetKb,
  };
}

export function runBundlesBench(options: { build?: boolean } = {}): BundleResults {
  if (options.build !== false)
    execFileSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const previous = readPrevious();
  const rows = ROUTES.map((route) => {
    const row: BundleRow = measureRoute(route);
    const before = previous.find((p) => p.app === route.app && p.route === route.route);
    row.beforeGzipKb = before?.beforeGzipKb ?? before?.gzipKb;
    return row;
  });
  return {
    measuredAt: new Date().toISOString(),
    command: 'npm run bench:bundles',
    commit: gitCommit(),
    load: loads(),
    method:
      'gzip -9 of HTML + entry closure + route chunk closure + the en-hk locale chunks the route reads at start (the console sign-in: core + console texts), from the Vite manifest',
    rows,
  };
}

function readPrevious(): BundleRow[] {
  const file = join(__dirname, 'results', 'bundles.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as BundleResults).rows;
}

export function writeBundleResults(dir: string, results: BundleResults): void {
  writeFileSync(join(dir, 'bundles.json'), `${JSON.stringify(results, null, 2)}\n`);
  const lines = [
    '# Bundle sizes: what a first visit downloads before the page is usable',
    '',
    `Measured ${results.measuredAt} by \`${results.command}\` at commit \`${results.commit ?? 'unknown'}\`, machine load ${results.load ?? 'not recorded'} (byte counts do not depend on it): ${results.method}.`,
    '"Before" is the single-file build of main before code splitting.',
    '',
    'The budget is in gzip; "Sent" is brotli 11, what the server now sends a browser that accepts br (the build precompresses).',
    '',
    '| App | Route | Before (KB gzip) | Now (KB gzip) | Sent (KB brotli) | Raw KB | Files | Budget KB (gzip) | Within |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.rows.map(
      (r) =>
        `| ${r.app} | \`${r.route}\` | ${r.beforeGzipKb ?? '-'} | ${r.gzipKb} | ${r.brotliKb ?? '-'} | ${r.rawKb} | ${r.files} | ${r.budgetKb} | ${r.withinBudget ? 'yes' : '**no**'} |`,
    ),
    '',
  ];
  writeFileSync(join(dir, 'bundles.md'), lines.join('\n'));
}

// Run directly (scripts/run-ts.cjs puts the entry file in argv[1]), not when run-all imports it.
if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  const results = runBundlesBench({ build: process.env.BENCH_NO_BUILD !== '1' });
  writeBundleResults(join(__dirname, 'results'), results);
  for (const r of results.rows)
    process.stdout.write(
      `${r.app} ${r.route}: ${r.gzipKb} KB gzip (budget ${r.budgetKb}, before ${r.beforeGzipKb ?? '-'})\n`,
    );
}
