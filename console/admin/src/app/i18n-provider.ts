import i18next from 'i18next';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { loadLocale } from '@shared/i18n/locale-resources';
import { localeBackend, SHARED_I18NEXT_OPTIONS } from '@shared/i18n/i18next-setup';
import type { Locale } from '@shared/i18n/locales';
import { ADMIN_LOCALE_KEY, adminHtmlLang, storedAdminLocale } from './admin-locale';

export { storedAdminLocale };
type Tree = { [key: string]: string | Tree };

function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * react-admin's own strings (`ra.*`) come from ra-language-english, converted to i18next syntax;
 * each locale's `admin.ra` (console/shared/locales/<locale>/admin.ra.json) overrides them, so the
 * Chinese locales read Chinese in the console chrome too. Everything else is the shared resources.
 */
export function withAdminStrings(translation: Tree): Tree {
  const english = convertRaTranslationsToI18next(englishMessages) as { ra: Tree };
  const overrides = ((translation.admin as Tree | undefined)?.ra ?? {}) as Tree;
  return { ...translation, ra: deepMerge(english.ra, overrides) };
}

/** The shared lazy locale chunks (one per language, loaded on first use), with react-admin's strings. */
const adminLocaleBackend = localeBackend(async (locale) =>
  withAdminStrings((await loadLocale(locale, { rest: true, admin: true })) as Tree),
);

export function createAdminI18nProvider(initial: Locale = storedAdminLocale()): Promise<I18nProvider> {
  const instance = i18next.createInstance().use(adminLocaleBackend);
  instance.on('languageChanged', (lng) => {
    try {
      window.localStorage.setItem(ADMIN_LOCALE_KEY, lng);
    } catch {
      // Not remembering the choice is harmless.
    }
    document.documentElement.lang = adminHtmlLang(lng);
  });
  return getI18nProvider(
    // ra-i18n-i18next ships its own i18next typings; the instance's runtime API is the same.
    instance as unknown as Parameters<typeof getI18nProvider>[0],
    { ...SHARED_I18NEXT_OPTIONS, lng: initial },
    [
      { locale: 'en-us', name: 'English (US)' },
      { locale: 'en-hk', name: 'English (Hong Kong)' },
      { locale: 'zh-hk', name: '繁體中文（香港）' },
      { locale: 'zh-tw', name: '繁體中文（台灣）' },
      { locale: 'zh-mo', name: '繁體中文（澳門）' },
    ],
  );
}
