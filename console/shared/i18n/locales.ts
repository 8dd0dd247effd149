import type { AccountType } from '@contracts/accounts';

/** The five interface languages (spec §1) and who may pick which (spec §6). */
export const LOCALES = ['en-us', 'en-hk', 'zh-hk', 'zh-tw', 'zh-mo'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-hk';

export interface LanguageEntry {
  id: number;
  locale: Locale;
  /** Translation key of the language's own name. */
  nameKey: `common.language.${Locale}`;
  currency: 'USD' | 'HKD' | 'TWD';
}

export const LANGUAGES: readonly LanguageEntry[] = [
  { id: 1, locale: 'en-us', nameKey: 'common.language.en-us', currency: 'USD' },
  { id: 2, locale: 'en-hk', nameKey: 'common.language.en-hk', currency: 'HKD' },
  { id: 3, locale: 'zh-hk', nameKey: 'common.language.zh-hk', currency: 'HKD' },
  { id: 4, locale: 'zh-tw', nameKey: 'common.language.zh-tw', currency: 'TWD' },
  { id: 5, locale: 'zh-mo', nameKey: 'common.language.zh-mo', currency: 'HKD' },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value.toLowerCase());
}

/** "zh-hk" → "hk": the locale's country suffix, used to match a requester's country. */
export const countrySuffix = (locale: Locale): string => locale.slice(3);

const GUEST_HIDDEN: readonly Locale[] = ['en-us', 'zh-tw'];

/**
 * Spec §6: guests never see en-us or zh-tw; requesters see only their own country's languages
 * (the locale's suffix: Hong Kong en-hk and zh-hk, Macau zh-mo, Taiwan zh-tw, the US en-us), as a
 * requester's language always has their country's suffix (onboarding); buyers see all. Staff and
 * auditor accounts (`s`, `x`) and a requester whose country has no language see the guest list.
 */
export function selectableLanguages(viewer: { accountType?: AccountType; countryCode?: string }): LanguageEntry[] {
  if (viewer.accountType === 'b') return [...LANGUAGES];
  const guest = LANGUAGES.filter((l) => !GUEST_HIDDEN.includes(l.locale));
  if (viewer.accountType !== 'r' || !viewer.countryCode) return guest;
  const country = viewer.countryCode.toLowerCase();
  const own = LANGUAGES.filter((l) => countrySuffix(l.locale) === country);
  return own.length > 0 ? own : guest;
}

/** Spec §7 OTP: the language sent with an SMS is the locale's first two letters. */
export const smsLanguage = (locale: Locale): 'en' | 'zh' => (locale.startsWith('zh') ? 'zh' : 'en');

/**
 * The two-letter code (lower case) the session holds for the requester's country, or undefined for
 * none or a session stored before it carried the code (an older one held the numeric country id).
 */
export function countryCodeOf(country: string | undefined): string | undefined {
  return country && /^[a-z]{2}$/i.test(country) ? country.toLowerCase() : undefined;
}
