import i18next, { type Resource } from 'i18next';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { loadLocaleResources } from '@shared/i18n/locale-resources';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@shared/i18n/locales';

const STORAGE_KEY = 'hkc.admin.locale';
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
 * each locale's `admin.ra` (console/shared/locales/<locale>/admin.json) overrides them, so the
 * Chinese locales read Chinese in the console chrome too. Everything else is the shared resources.
 */
export function adminResources(): Resource {
  const shared = loadLocaleResources();
  const english = convertRaTranslationsToI18next(englishMessages) as { ra: Tree };
  for (const locale of LOCALES) {
    const translation = shared[locale].translation as Record<string, Tree>;
    const overrides = ((translation.admin as Tree | undefined)?.ra ?? {}) as Tree;
    translation.ra = deepMerge(english.ra, overrides);
  }
  return shared;
}

export function storedAdminLocale(): Locale {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    if (value && isLocale(value)) return value.toLowerCase() as Locale;
  } catch {
    // Blocked storage: the default locale.
  }
  return DEFAULT_LOCALE;
}

export function createAdminI18nProvider(initial: Locale = storedAdminLocale()): Promise<I18nProvider> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, lng);
    } catch {
      // Not remembering the choice is harmless.
    }
    document.documentElement.lang = `${lng.slice(0, 2)}-${lng.slice(3).toUpperCase()}`;
  });
  return getI18nProvider(
    // ra-i18n-i18next ships its own i18next typings; the instance's runtime API is the same.
    instance as unknown as Parameters<typeof getI18nProvider>[0],
    {
      resources: adminResources(),
      lng: initial,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      lowerCaseLng: true,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
    },
    [
      { locale: 'en-us', name: 'English (US)' },
      { locale: 'en-hk', name: 'English (Hong Kong)' },
      { locale: 'zh-hk', name: '繁體中文（香港）' },
      { locale: 'zh-tw', name: '繁體中文（台灣）' },
      { locale: 'zh-mo', name: '繁體中文（澳門）' },
    ],
  );
}
