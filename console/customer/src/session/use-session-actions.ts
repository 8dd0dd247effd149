import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignInProvider } from '@shared/api/accounts.api';
import { useServices } from '../app/services';
import { applyUser, sessionFromLogin } from './session-mapping';

/** Sign-in, sign-out, reload and account switching; the one place that writes the session. */
export function useSessionActions() {
  const { accounts, sessions } = useServices();
  const navigate = useNavigate();

  const reloadUser = useCallback(async () => {
    const session = sessions.get();
    if (!session) return;
    const body = await accounts.user(session.userId);
    sessions.set(applyUser(session, body));
  }, [accounts, sessions]);

  /** Spec §4: userStatus 0 loads the accounts and opens the dashboard, anything else onboarding. */
  const signIn = useCallback(
    async (provider: SignInProvider, token: string, state?: string) => {
      const session = sessionFromLogin(await accounts.login(provider, token, state));
      sessions.set(session);
      if (session.userStatus === 0) {
        await reloadUser();
        void navigate('/dashboard', { replace: true });
      } else {
        void navigate('/onboarding', { replace: true });
      }
    },
    [accounts, sessions, navigate, reloadUser],
  );

  /**
   * Ends the session on the server first (sign-out that holds; `everywhere`: every device), then
   * forgets it here. A failed call (offline, token already refused) still signs out locally.
   */
  const signOut = useCallback(
    async (to = '/login', options: { everywhere?: boolean; serverSide?: boolean } = {}) => {
      if (options.serverSide !== false && sessions.get())
        await (options.everywhere ? accounts.logoutEverywhere() : accounts.logout()).catch(() => undefined);
      sessions.clear();
      void navigate(to, { replace: true });
    },
    [accounts, sessions, navigate],
  );

  const switchAccount = useCallback(async () => {
    const session = sessions.get();
    if (!session) return;
    // The switch answer is a new session for the other account type (same shape as sign-in).
    const switched = sessionFromLogin(await accounts.switchAccount(session.userId));
    sessions.set({ ...session, ...switched });
    await reloadUser();
  }, [accounts, sessions, reloadUser]);

  return { signIn, signOut, reloadUser, switchAccount };
}
