import type { i18n as I18n } from 'i18next';
import { createLocaleI18n } from './i18next-setup';
import { loadAppLocale, withRestTexts } from './locale-resources';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

const STORAGE_KEY = 'hkc.locale';

export function storedLocale(): Locale {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    if (value && isLocale(value)) return value.toLowerCase() as Locale;
  } catch {
    // Storage can be blocked (private mode); the default locale is then the right answer.
  }
  return DEFAULT_LOCALE;
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembering the choice is harmless.
  }
}

let appInstance: I18n | undefined;

/**
 * Resolves once the app's language(s) hold the long page texts too; pages that show them wait for it.
 */
export function requireRestTexts(): Promise<void> {
  return appInstance ? withRestTexts(appInstance) : Promise.resolve();
}

/**
 * The customer app's i18next instance. Each locale is a chunk loaded on first use (the shown one and
 * the fallback at start; another when the user picks it: `changeLanguage` waits for it); the long
 * page texts join later (`requireRestTexts`).
 */
export async function createI18n(initial: Locale = storedLocale()): Promise<I18n> {
  const instance = await createLocaleI18n(initial, loadAppLocale);
  appInstance = instance;
  return instance;
}

/** <html lang> uses the BCP 47 casing browsers and screen readers expect. */
export const htmlLang = (locale: Locale): string => `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`;
