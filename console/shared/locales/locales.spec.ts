import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES } from '../i18n/locales';
import englishMessages from 'ra-language-english';
import { STATUS_LABELS_EN } from '@machines/batch/statuses';

/**
 * Key parity across the five locales (DESIGN §10), no empty text, real Chinese rather than English
 * copies, and a message for every error code the server or the workflow core can send.
 */
const LOCALES_DIR = __dirname;
const ROOT = join(__dirname, '..', '..', '..');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

function loadLocale(locale: string): Map<string, string> {
  const dir = join(LOCALES_DIR, locale);
  const keys = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const tree = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree;
    // errors.payments.json merges into `errors` (see i18n/locale-resources.ts).
    const prefix = file.replace(/\.json$/, '').split('.')[0];
    const before = keys.size;
    const own = flatten(tree, prefix, new Map());
    for (const [key, value] of own) keys.set(key, value);
    if (keys.size !== before + own.size)
      throw new Error(`${locale}/${file} repeats a key another file of its prefix has`);
  }
  return keys;
}

function walk(dir: string, accept: (path: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, accept, out);
    else if (accept(path)) out.push(path);
  }
  return out;
}

const isSource = (path: string) => path.endsWith('.ts') && !/\.(spec|e2e)\.ts$/.test(path);
// Error codes look like ER-0001 or UPPER_SNAKE; currency and unit codes (HKD, LBS) have no separator.
const CODE = String.raw`(ER-\d{4}|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`;

/** Every error code the server and machines/ can put in a response body, found at test time. */
function serverErrorCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  const add = (code: string, file: string) => codes.has(code) || codes.set(code, relative(ROOT, file));
  for (const file of walk(join(ROOT, 'src'), isSource)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(new RegExp(String.raw`new ApiError\(\s*\d+\s*,\s*'${CODE}'`, 'g'))) add(m[1], file);
    for (const m of text.matchAll(new RegExp(String.raw`\bcode:\s*'${CODE}'`, 'g'))) add(m[1], file);
    // Error factories pass the code to a helper (`fieldError('FIELD_REQUIRED', ...)`).
    if (/errors?\.ts$/.test(file))
      for (const m of text.matchAll(new RegExp(String.raw`\(\s*'${CODE}'`, 'g'))) add(m[1], file);
  }
  for (const file of walk(join(ROOT, 'machines'), (p) => isSource(p) && /errors?\.ts$/.test(p))) {
    const text = readFileSync(file, 'utf8');
    // The *_ERROR_MESSAGES tables: `CODE: 'English message',`.
    for (const m of text.matchAll(new RegExp(String.raw`^\s*${CODE}\s*:\s*['"\`]`, 'gm'))) add(m[1], file);
    for (const m of text.matchAll(new RegExp(String.raw`\bcode:\s*'${CODE}'`, 'g'))) add(m[1], file);
  }
  return codes;
}

const isAppSource = (path: string) => /\.tsx?$/.test(path) && !/\.(spec|e2e)\.tsx?$/.test(path);

/**
 * Translation keys written literally in the two apps: any quoted `prefix.rest` string whose prefix is a
 * locale file's (`t('batch.x')`, `label="admin.users.fields.email"`, `options={{ label: 'admin.menu.users' }}`),
 * and the static head of a template key (`status.${name}` must name an existing subtree). A literal
 * compared with `===` is a code from the server or machines/, not a key.
 */
function literalKeys(prefixes: ReadonlySet<string>): { keys: Map<string, string>; heads: Map<string, string> } {
  const keys = new Map<string, string>();
  const heads = new Map<string, string>();
  const files = ['admin', 'customer'].flatMap((app) => walk(join(ROOT, 'console', app, 'src'), isAppSource));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const where = relative(ROOT, file);
    for (const m of text.matchAll(/(===?|!==?)?\s*(['"`])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\2/g)) {
      if (m[1] || !prefixes.has(m[3].split('.')[0])) continue;
      if (!keys.has(m[3])) keys.set(m[3], where);
    }
    for (const m of text.matchAll(/`([a-zA-Z][\w-]*(?:\.[\w-]+)*)\.\$\{/g)) {
      if (prefixes.has(m[1].split('.')[0]) && !heads.has(m[1])) heads.set(m[1], where);
    }
  }
  return { keys, heads };
}

describe('customer app locales', () => {
  const byLocale = new Map(LOCALES.map((l) => [l, loadLocale(l)] as const));
  const reference = byLocale.get('en-hk')!;

  it('has a folder for each of the five locales', () => {
    expect(
      readdirSync(LOCALES_DIR)
        .filter((n) => statSync(join(LOCALES_DIR, n)).isDirectory())
        .sort(),
    ).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has exactly the keys of en-hk', (locale) => {
    const keys = [...byLocale.get(locale)!.keys()].sort();
    const missing = [...reference.keys()].filter((k) => !byLocale.get(locale)!.has(k));
    const extra = keys.filter((k) => !reference.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s has no empty values', (locale) => {
    const empty = [...byLocale.get(locale)!].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(['zh-hk', 'zh-tw', 'zh-mo'] as const)('%s is translated, not an English copy', (locale) => {
    const zh = byLocale.get(locale)!;
    const same = [...reference].filter(([k, v]) => zh.get(k) === v).map(([k]) => k);
    // Language names, brand names and format strings may legitimately match; most text must not.
    expect(same.length / reference.size).toBeLessThan(0.05);
    const withChinese = [...zh.values()].filter((v) => /[\u4e00-\u9fff]/.test(v)).length;
    expect(withChinese / zh.size).toBeGreaterThan(0.9);
  });

  it('zh-tw uses Taiwanese wording where it differs from Hong Kong', () => {
    const tw = byLocale.get('zh-tw')!;
    const hk = byLocale.get('zh-hk')!;
    expect(tw.get('errors.ER-0003')).toContain('網路');
    expect(hk.get('errors.ER-0003')).toContain('網絡');
    expect(tw.get('onboarding.fields.mobile')).toBe('手機號碼');
  });

  it('has a label for every status of machines/batch/statuses.ts', () => {
    const missing = Object.keys(STATUS_LABELS_EN).filter((key) => !reference.has(key));
    expect(missing).toEqual([]);
    for (const [key, label] of Object.entries(STATUS_LABELS_EN)) expect(byLocale.get('en-us')!.get(key)).toBe(label);
  });

  it('has every translation key the admin console and the customer app write literally', () => {
    const prefixes = new Set([...reference.keys()].map((k) => k.split('.')[0]).concat('ra'));
    const ra = flatten(englishMessages as unknown as Tree, '', new Map());
    // A key is a message, or a subtree read whole (`returnObjects`, `about.sections`); `ra.*` is
    // react-admin's English with each locale's `admin.ra` over it (console/admin/src/app/i18n-provider.ts).
    const known = (key: string) =>
      reference.has(key) ||
      [...reference.keys()].some((k) => k.startsWith(`${key}.`)) ||
      (key.startsWith('ra.') && (ra.has(key) || reference.has(`admin.${key}`)));
    const { keys, heads } = literalKeys(prefixes);
    // The scan must really see the apps' keys, or this test would pass on nothing.
    expect(keys.size).toBeGreaterThan(300);
    expect(keys.get('admin.login.title')).toBe('console/admin/src/app/sign-in-form.tsx');
    expect([...keys.keys()].some((k) => k.startsWith('batch.'))).toBe(true);
    expect(heads.has('status')).toBe(true);
    const missing = [...keys].filter(([key]) => !known(key)).map(([key, file]) => `${key} (${file})`);
    const missingHeads = [...heads]
      .filter(([head]) => ![...reference.keys()].some((k) => k.startsWith(`${head}.`)))
      .map(([head, file]) => `${head}.* (${file})`);
    expect({ missing, missingHeads }).toEqual({ missing: [], missingHeads: [] });
  });

  it('has a message for every error code in src/ and machines/', () => {
    const codes = serverErrorCodes();
    expect(codes.size).toBeGreaterThan(5);
    const missing = [...codes]
      .filter(([code]) => !reference.has(`errors.${code}`))
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });
});
