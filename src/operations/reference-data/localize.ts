// Localized place and category names are stored as <kind>_name_{en,zh_hk,zh_tw}; zh-mo reads the
// Hong Kong Traditional Chinese names (DESIGN §10 lets zh-hk and zh-mo share text).
export type NameLanguage = 'en' | 'zh_hk' | 'zh_tw';

export const LOCALES = ['en-us', 'en-hk', 'zh-hk', 'zh-tw', 'zh-mo'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-hk';

export function nameLanguageOf(locale: string | undefined): NameLanguage {
  switch ((locale ?? '').toLowerCase()) {
    case 'zh-hk':
    case 'zh-mo':
      return 'zh_hk';
    case 'zh-tw':
      return 'zh_tw';
    default:
      return 'en';
  }
}

/** The spec's fallback (§3 city): an empty localized name shows the base name. */
export function localizedName(row: Record<string, unknown>, kind: string, language: NameLanguage): string {
  const localized = row[`${kind}_name_${language}`];
  if (typeof localized === 'string' && localized.trim() !== '') return localized;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- name columns are text or null; String() only guards an unexpected driver type
  return String(row[`${kind}_name`] ?? '');
}

/** Adds `name` (in the asked language) beside the stored name columns. */
export function withName<T extends Record<string, unknown>>(
  rows: T[],
  kind: string,
  locale: string | undefined,
): Array<T & { name: string }> {
  const language = nameLanguageOf(locale);
  return rows.map((row) => ({ ...row, name: localizedName(row, kind, language) }));
}
