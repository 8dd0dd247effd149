import type { ActorRole } from '../../platform/auth/actor';

// Spec §6: guests never see en-us and zh-tw; requesters see only the languages of their own country
// (the locale's suffix, which a requester's language always has: onboarding), so a Taiwan requester
// has zh-tw; buyers (and our staff and auditors) see all. The customer app's menu follows the same
// rule (console/shared/i18n/locales.ts selectableLanguages); a country with no language gets the guests'.
const HIDDEN_FROM_GUESTS = new Set(['en-us', 'zh-tw']);

export function visibleLanguages<T extends { locale: string }>(
  all: T[],
  viewer: { role?: ActorRole; countryCode?: string | null },
): T[] {
  if (viewer.role && viewer.role !== 'requester') return all;
  const open = all.filter((language) => !HIDDEN_FROM_GUESTS.has(language.locale));
  if (viewer.role !== 'requester' || !viewer.countryCode) return open;
  const country = viewer.countryCode.toLowerCase();
  const own = all.filter((language) => language.locale.split('-')[1] === country);
  return own.length > 0 ? own : open;
}
