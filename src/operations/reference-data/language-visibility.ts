import type { ActorRole } from '../../platform/auth/actor';

// Spec §6: guests and requesters never see en-us and zh-tw; requesters see only the languages of
// their own country (the locale's suffix); buyers (and our staff and auditors) see all.
const HIDDEN_FROM_GUESTS_AND_REQUESTERS = new Set(['en-us', 'zh-tw']);

export function visibleLanguages<T extends { locale: string }>(
  all: T[],
  viewer: { role?: ActorRole; countryCode?: string | null },
): T[] {
  if (viewer.role && viewer.role !== 'requester') return all;
  const open = all.filter((language) => !HIDDEN_FROM_GUESTS_AND_REQUESTERS.has(language.locale));
  if (viewer.role !== 'requester' || !viewer.countryCode) return open;
  return open.filter((language) => language.locale.split('-')[1] === viewer.countryCode);
}
