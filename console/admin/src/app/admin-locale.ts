import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared/i18n/locales';

/** Where the console remembers the operator's language (apart from the customer app's choice). */
export const ADMIN_LOCALE_KEY = 'hkc.admin.locale';

export function storedAdminLocale(): Locale {
  try {
    const value = window.localStorage.getItem(ADMIN_LOCALE_KEY);
    if (value && isLocale(value)) return value.toLowerCase() as Locale;
  } catch {
    // Blocked storage: the default locale.
  }
  return DEFAULT_LOCALE;
}

/** <html lang> in the BCP 47 casing browsers and screen readers expect. */
export const adminHtmlLang = (locale: string): string => `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`;
