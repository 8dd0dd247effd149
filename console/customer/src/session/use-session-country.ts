import { useEffect } from 'react';
import { countryCodeOf } from '@shared/i18n/locales';
import { useSession } from '../app/services';
import { useSessionActions } from './use-session-actions';

/**
 * The two-letter code of the signed-in requester's country, as the language menu needs it. Sign-in,
 * registration and switch answers carry it; a requester's session stored before they did (none, or
 * the numeric country id) learns it once from the profile (GET /api/user/{id}/ country_code).
 */
export function useSessionCountry(enabled = true): string | undefined {
  const session = useSession();
  const { reloadUser } = useSessionActions();
  const code = countryCodeOf(session?.country);
  const missing = enabled && session?.accountType === 'r' && session.userStatus === 0 && code === undefined;
  useEffect(() => {
    // A profile without a country leaves `missing` as it was: asked once, not in a loop.
    if (missing) reloadUser().catch(() => undefined);
  }, [missing, reloadUser]);
  return code;
}
