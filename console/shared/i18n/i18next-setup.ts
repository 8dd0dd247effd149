import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';

type Tree = Record<string, unknown>;

/**
 * What both web apps tell i18next: the five locales, lower-cased as our locale files are named,
 * each read as itself (`zh-hk`, never `zh`), en-HK as the fallback. React escapes what it renders,
 * so i18next must not escape a second time. Texts are held before the first render (the app waits
 * for `init`, a language switch waits for its chunk), so no component suspends for them.
 */
export const SHARED_I18NEXT_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  lowerCaseLng: true,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const satisfies InitOptions;

/**
 * An i18next backend over our locale chunks (locale-resources.ts): each language's one translation
 * tree, fetched the first time the language is shown. An unknown language reads as empty.
 */
export function localeBackend(read: (locale: Locale) => Promise<Tree>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      if (!isLocale(language)) return callback(null, {});
      read(language.toLowerCase() as Locale).then(
        (tree) => callback(null, tree),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

/** An i18next instance showing `language` (and holding the fallback), its texts read by `read`. */
export async function createLocaleI18n(language: Locale, read: (locale: Locale) => Promise<Tree>): Promise<I18n> {
  const instance = i18next.createInstance().use(localeBackend(read));
  await instance.init({ ...SHARED_I18NEXT_OPTIONS, lng: language });
  return instance;
}

/** An instance holding the given texts at once (specs: no chunk to wait for). */
export function createI18nWithResources(language: string, resources: Record<string, Tree>): I18n {
  const instance = i18next.createInstance();
  const bundles: Resource = Object.fromEntries(
    Object.entries(resources).map(([locale, tree]) => [locale, { translation: tree }]),
  );
  void instance.init({ ...SHARED_I18NEXT_OPTIONS, lng: language, resources: bundles, initAsync: false });
  return instance;
}
