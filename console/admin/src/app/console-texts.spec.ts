import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { BATCH_EVENT_TYPES, STATUSES } from '@machines/batch';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import { mergeLocaleFiles } from '@shared/i18n/locale-resources';
import { LOCALES } from '@shared/i18n/locales';
import { withAdminStrings } from './i18n-provider';
import { statusLabel } from './status-label';

/**
 * Every text the operator console's code can ask for, resolved the way the console resolves it, in
 * each of the five locales: the key is there in that locale itself (no English fallback), and no
 * `{{placeholder}}` is left once the parameters the calling code passes are filled in. This is what
 * the browser sweep over every console page (test/browser/console-phone.browser.ts) would otherwise
 * have to find page by page in each locale; the browser keeps what only rendering shows (keys built
 * from the server's data, on pages with rows, in one locale, and a sample of pages in the others).
 */
type Tree = { [key: string]: string | Tree };
const ROOT = join(__dirname, '..', '..', '..', '..');
const LOCALES_DIR = join(ROOT, 'console', 'shared', 'locales');
/** The code the console runs: its own sources and the shared ones. */
const SOURCES = [join(ROOT, 'console', 'admin', 'src'), join(ROOT, 'console', 'shared')];

/** One locale as the console holds it: every locale file merged, with react-admin's strings (i18n-provider.ts). */
function consoleTree(locale: string): Tree {
  const dir = join(LOCALES_DIR, locale);
  const files: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    files[`./${locale}/${file}`] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
  return withAdminStrings(mergeLocaleFiles(files) as Tree);
}

function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else leaves(value, path, out);
  }
  return out;
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1]))].sort();

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'locales' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !/\.(spec|e2e)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Skips the string opening at `i` (quote, template or not); returns the index of its closing quote. */
function stringEnd(text: string, i: number): number {
  const quote = text[i];
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === quote) return j;
  }
  return text.length;
}

/** Where the bracket opening at `from` (`(`, `{` or `[`) closes; strings are skipped. */
function closingAt(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') i = stringEnd(text, i);
    else if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c) && --depth === 0) return i;
  }
  return text.length;
}

/** Where a JSX tag opening at `from` ends: its `>` outside braces and strings. */
function tagEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') i = stringEnd(text, i);
    else if (c === '{') i = closingAt(text, i);
    else if (c === '>') return i;
  }
  return text.length;
}

/** The top-level parts of a list's source (`a, { b, c }` → `a`, `{ b, c }`). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') i = stringEnd(text, i);
    else if (c === '(' || c === '{' || c === '[') i = closingAt(text, i);
    else if (c === ',' || i === text.length) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return parts.filter(Boolean);
}

/** The property names of an object literal's source (`{ a, b: x }` → a, b); `any` when it spreads. */
function objectKeys(literal: string): string[] | 'any' {
  const names: string[] = [];
  for (const part of splitTopLevel(literal.trim().slice(1, -1))) {
    if (part.startsWith('...')) return 'any';
    const name = /^['"]?([\w-]+)['"]?\s*(:|$)/.exec(part);
    if (name) names.push(name[1]);
  }
  return names;
}

/** The names a call's options fill in: its second argument, or for `notify` the `messageArgs` in it. */
function callParams(fn: string, options: string | undefined): string[] | 'any' {
  if (options === undefined) return [];
  if (!options.startsWith('{')) return fn === 'notify' ? [] : 'any';
  if (fn !== 'notify') return objectKeys(options);
  const args = /messageArgs:\s*(\{[^}]*\})/.exec(options);
  return args ? objectKeys(args[1]) : /messageArgs/.test(options) ? 'any' : [];
}

const KEY = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;

/**
 * What a key the code names shows: its text (a plural's by its base key `x` for `x_one`/`x_other`,
 * looked up as i18next does with a count), or every text under it (a subtree read whole).
 */
function textsByKey(all: Map<string, string>): Map<string, Array<[leaf: string, text: string]>> {
  const out = new Map<string, Array<[string, string]>>();
  for (const [key, text] of all) {
    const leaf = key.replace(/_(one|other)$/, '');
    const parts = leaf.split('.');
    for (let n = parts.length; n > 0; n--) {
      const head = parts.slice(0, n).join('.');
      const list = out.get(head) ?? [];
      if (!list.some(([l]) => l === leaf)) list.push([leaf, text]);
      out.set(head, list);
    }
  }
  return out;
}

interface Use {
  /** A key, or a pattern of keys for a key built from data (`admin.refund.status.${…}`). */
  key: string | RegExp;
  /** The names the calling code fills in; `any` when the code passes an object this scan cannot read. */
  params: string[] | 'any';
  where: string;
}

/**
 * The console code's texts: the keys a `translate(…)`, `t(…)` or `notify(…)` call names in its first
 * argument (literals, both sides of a choice) with the parameters its options fill in; keys built in
 * templates from data, as the pattern of keys they can name (the data picks the key and its parameters,
 * so those are only checked to exist; the browser sweep renders them with real rows); every other
 * literal key (labels, menu options, tables), which react-admin translates without parameters, or
 * with the `params` written beside it (`{ key: 'errors.X', params: { max } }`; a validator's message
 * `{ message: 'admin.validation.X', args: { digits } }`).
 */
function consoleUses(prefixes: ReadonlySet<string>): Use[] {
  const uses: Use[] = [];
  const known = (key: string) => prefixes.has(key.split('.')[0]);
  for (const file of SOURCES.flatMap((dir) => walk(dir))) {
    const text = readFileSync(file, 'utf8');
    const where = relative(ROOT, file);
    const inCalls: Array<[number, number]> = [];
    for (const m of text.matchAll(/\b(translate|t|notify)\(/g)) {
      const open = m.index + m[0].length - 1;
      const [first, options] = splitTopLevel(text.slice(open + 1, closingAt(text, open)));
      if (first === undefined) continue;
      inCalls.push([open, open + 1 + first.length]);
      const params = callParams(m[1], options);
      for (const lit of first.matchAll(/(['"])([^'"\n]*)\1/g))
        if (KEY.test(lit[2]) && known(lit[2])) uses.push({ key: lit[2], params, where });
      for (const lit of first.matchAll(/`([^`]*\$\{[^`]*)`/g)) {
        const head = lit[1].split('${')[0];
        if (!head.includes('.') || !known(head)) continue;
        const pattern = lit[1]
          .split(/\$\{[^}]*\}/)
          .map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[\\w-]+');
        uses.push({ key: new RegExp(`^${pattern}$`), params: 'any', where });
      }
    }
    for (const m of text.matchAll(
      /(===?|!==?)?\s*(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\2(\s*,\s*(?:params|args):\s*)?/g,
    )) {
      if (m[1] || !known(m[3]) || inCalls.some(([from, to]) => m.index > from && m.index < to)) continue;
      const after = m.index + m[0].length;
      const params = m[4] && text[after] === '{' ? objectKeys(text.slice(after, closingAt(text, after) + 1)) : [];
      uses.push({ key: m[3], params, where });
    }
  }
  return uses;
}

describe('every text the operator console asks for, in each of the five locales', () => {
  const trees = new Map(LOCALES.map((locale) => [locale, consoleTree(locale)] as const));
  const reference = leaves(trees.get('en-hk')!);
  const prefixes = new Set([...reference.keys()].map((k) => k.split('.')[0]));
  const uses = consoleUses(prefixes);
  const referenceKeys = [...textsByKey(reference).keys()];

  it('reads the console code (the scan sees its calls, templates and labels)', () => {
    expect(uses.length).toBeGreaterThan(600);
    const named = (key: string) => uses.find((u) => u.key === key);
    expect(named('admin.login.title')?.where).toBe('console/admin/src/app/sign-in-form.tsx');
    expect(named('admin.privacy.daysLeft')?.params).toEqual(['count']);
    expect(uses.some((u) => u.key instanceof RegExp && u.key.test('admin.refund.status.completed'))).toBe(true);
    expect(named('admin.menu.batches')).toBeDefined();
  });

  it.each(LOCALES)('%s: each key resolves in the locale itself, with no {{…}} left', (locale) => {
    // Only this locale's texts: a key missing here would read as English in the console (or as the key).
    const i18n = createI18nWithResources(locale, { [locale]: trees.get(locale)! });
    const texts = textsByKey(leaves(trees.get(locale)!));
    const problems: string[] = [];
    for (const use of uses) {
      const keys = use.key instanceof RegExp ? referenceKeys.filter((k) => (use.key as RegExp).test(k)) : [use.key];
      if (keys.length === 0) problems.push(`${String(use.key)} names no key (${use.where})`);
      for (const key of keys) {
        if (!texts.has(key)) problems.push(`${key}: missing (${use.where})`);
        for (const [leaf, text] of texts.get(key) ?? []) {
          const names = use.params === 'any' ? placeholders(text) : use.params;
          const values = Object.fromEntries(names.map((n) => [n, n === 'count' || n === 'smart_count' ? 2 : 'x']));
          const shown = i18n.t(leaf, values);
          if (typeof shown !== 'string' || shown === leaf || shown.includes('{{'))
            problems.push(`${leaf}: "${String(shown)}" with ${JSON.stringify(names)} (${use.where})`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en-hk'))('%s: every text has the placeholders of en-hk', (locale) => {
    const differ = [...leaves(trees.get(locale)!)]
      .filter(([key, text]) => {
        const english = reference.get(key);
        // react-admin's own strings: an override may use fewer of the placeholders react-admin passes.
        if (key.startsWith('ra.'))
          return english !== undefined && placeholders(text).some((p) => !placeholders(english).includes(p));
        return english !== undefined && placeholders(text).join() !== placeholders(english).join();
      })
      .map(([key, text]) => `${key}: "${text}" vs "${reference.get(key)}"`);
    expect(differ).toEqual([]);
  });

  it.each(LOCALES)('%s: every stored event type reads as words in the timeline and the history', (locale) => {
    // The console names events by a key built from the stored type (batches/event-label.ts): each
    // type the batch machine writes has its words in this locale, never the type itself.
    const events = leaves(trees.get(locale)!);
    const unnamed = BATCH_EVENT_TYPES.filter((type) => {
      const words = events.get(`admin.events.${type}`);
      return !words || words === type || (locale.startsWith('zh') && !/[\u4e00-\u9fff]/.test(words));
    });
    expect(unnamed).toEqual([]);
  });

  it.each(LOCALES)('%s: no two statuses read the same in the console (its lists, filter and batch page)', (locale) => {
    const i18n = createI18nWithResources(locale, { [locale]: trees.get(locale)! });
    const translate = (key: string, options: Record<string, unknown> = {}) =>
      String(i18n.t(key, { ...options, defaultValue: options._ }));
    const byLabel = new Map<string, string[]>();
    for (const { name } of STATUSES) {
      const label = statusLabel(translate, name);
      byLabel.set(label, [...(byLabel.get(label) ?? []), name]);
    }
    expect([...byLabel].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it("react-admin's own strings are complete: every override names a string react-admin has", () => {
    const ra = leaves((convertRaTranslationsToI18next(englishMessages) as { ra: Tree }).ra, 'ra');
    const overrides = [...reference.keys()]
      .filter((k) => k.startsWith('admin.ra.'))
      .map((k) => k.slice('admin.'.length));
    expect(overrides.length).toBeGreaterThan(50);
    expect(overrides.filter((k) => !ra.has(k))).toEqual([]);
  });

  it('react-admin never has to make up a label: every resource and every field names its key', () => {
    const unnamed: string[] = [];
    for (const file of walk(join(ROOT, 'console', 'admin', 'src')).filter((f) => f.endsWith('.tsx'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/<([A-Z][\w.]*)\b/g)) {
        const tag = text.slice(m.index, tagEnd(text, m.index) + 1);
        const line = text.slice(0, m.index).split('\n').length;
        // Without a label react-admin shows `resources.<name>.fields.<source>` humanised, in English.
        if (m[1] === 'Resource' && /\sname=/.test(tag) && !/options=\{\{\s*label:/.test(tag))
          unnamed.push(`${relative(ROOT, file)}:${line} ${m[1]}`);
        if (/\ssource=/.test(tag) && !/\slabel=/.test(tag)) unnamed.push(`${relative(ROOT, file)}:${line} ${m[1]}`);
      }
    }
    expect(unnamed).toEqual([]);
  });
});
