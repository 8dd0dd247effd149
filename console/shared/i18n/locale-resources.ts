import type { Resource } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';

/**
 * Every JSON file under locales/<locale>/ becomes the key prefix of its name, so
 * locales/zh-hk/status.json {"paid": "..."} is the key `status.paid` in one namespace.
 * A file named `<prefix>.<feature>.json` (errors.payments.json) merges into `<prefix>`, so each
 * feature keeps its own error messages without everyone editing one errors.json.
 * Each locale is its own chunk (./bundles/<locale>.ts), loaded when first shown (the first visit's weight).
 */
type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Two files of one prefix may both add keys under the same sub-object; keep both sides' leaves. */
function mergeDeep(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra))
    out[key] = isTree(value) && isTree(out[key]) ? mergeDeep(out[key], value) : value;
  return out;
}

/** One locale's files (path → content) merged into one i18next translation tree. */
export function mergeLocaleFiles(files: Record<string, Record<string, unknown>>): Tree {
  const translation: Record<string, Tree> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const prefix = match[1].split('.')[0];
    translation[prefix] = mergeDeep(translation[prefix] ?? {}, content);
  }
  return translation;
}

const loaders: Record<Locale, () => Promise<{ default: Tree }>> = {
  'en-us': () => import('./bundles/en-us'),
  'en-hk': () => import('./bundles/en-hk'),
  'zh-hk': () => import('./bundles/zh-hk'),
  'zh-tw': () => import('./bundles/zh-tw'),
  'zh-mo': () => import('./bundles/zh-mo'),
};

const adminLoaders: Record<Locale, () => Promise<{ default: Tree }>> = {
  'en-us': () => import('./bundles/en-us-admin'),
  'en-hk': () => import('./bundles/en-hk-admin'),
  'zh-hk': () => import('./bundles/zh-hk-admin'),
  'zh-tw': () => import('./bundles/zh-tw-admin'),
  'zh-mo': () => import('./bundles/zh-mo-admin'),
};

const restLoaders: Record<Locale, () => Promise<{ default: Tree }>> = {
  'en-us': () => import('./bundles/en-us-rest'),
  'en-hk': () => import('./bundles/en-hk-rest'),
  'zh-hk': () => import('./bundles/zh-hk-rest'),
  'zh-tw': () => import('./bundles/zh-tw-rest'),
  'zh-mo': () => import('./bundles/zh-mo-rest'),
};

export interface LocaleParts {
  /** The long page texts (restrictions, legal, FAQ, …) and the signed-in screens' (order, batch, account, …). */
  rest?: boolean;
  /** The operator console's texts (`admin.*`). */
  admin?: boolean;
}

const none = Promise.resolve({ default: {} });

/** One locale's translation tree (each part fetched once; the module cache keeps it). */
export async function loadLocale(locale: Locale, parts: LocaleParts = { rest: true }): Promise<Tree> {
  const [base, rest, admin] = await Promise.all([
    loaders[locale](),
    parts.rest ? restLoaders[locale]() : none,
    parts.admin ? adminLoaders[locale]() : none,
  ]);
  return mergeDeep(mergeDeep(base.default, rest.default), admin.default);
}

/** Only the long page texts of one locale. */
export async function loadLocaleRest(locale: Locale): Promise<Tree> {
  return (await restLoaders[locale]()).default;
}

/** The given locales (and the default, the fallback) as an i18next resource. */
export async function loadLocaleResources(
  locales: readonly Locale[] = LOCALES,
  parts: LocaleParts = { rest: true },
): Promise<Resource> {
  const wanted = [...new Set([...locales.filter(isLocale), DEFAULT_LOCALE])];
  const resources: Resource = {};
  await Promise.all(
    wanted.map(async (locale) => {
      resources[locale] = { translation: await loadLocale(locale, parts) };
    }),
  );
  return resources;
}

let restWanted = false;

/**
 * A language's texts as the customer app holds them (its i18next backend, i18n.ts): the core
 * texts, and the long page texts too once a page has asked for them (`withRestTexts`).
 */
export function loadAppLocale(language: string): Promise<Tree> {
  return isLocale(language) ? loadLocale(language.toLowerCase() as Locale, { rest: restWanted }) : Promise.resolve({});
}

/**
 * Adds the long page texts to every language the instance holds (and to any it loads later).
 * Pages that show them wait for this before they render (console/customer app-routes).
 */
export async function withRestTexts(instance: {
  languages: readonly string[];
  hasResourceBundle: (lng: string, ns: string) => boolean;
  addResourceBundle: (lng: string, ns: string, resources: Tree, deep: boolean, overwrite: boolean) => unknown;
}): Promise<void> {
  restWanted = true;
  const held = [...new Set([...instance.languages, DEFAULT_LOCALE])].filter(
    (lng) => isLocale(lng) && instance.hasResourceBundle(lng, 'translation'),
  );
  await Promise.all(
    held.map(async (lng) =>
      instance.addResourceBundle(lng, 'translation', await loadLocaleRest(lng as Locale), true, false),
    ),
  );
}
