import type { AuthProvider } from 'react-admin';
import { ApiClientError } from '@shared/api/http-client';
import { createAccountsApi } from '@shared/api/accounts.api';
import { http } from './http';
import { readSession, sessionFromLogin, writeSession } from './session';

const accounts = createAccountsApi(http);

/**
 * Same sign-in as the customer app (POST /api/user/login/). The login form passes the provider's
 * token; the development sign-in passes a demo account's e-mail with provider `dev`.
 */
export const authProvider: AuthProvider = {
  async login(params: { provider?: 'dev' | 'google'; token: string }) {
    const answer = await accounts.login(params.provider ?? 'dev', params.token);
    const session = sessionFromLogin(answer);
    if (!session) throw new Error('admin.login.notOperator');
    writeSession(session);
  },
  async logout() {
    // Sign-out that holds: the server ends the session before it is forgotten here.
    if (readSession()) await accounts.logout().catch(() => undefined);
    writeSession(undefined);
  },
  checkAuth() {
    return readSession() ? Promise.resolve() : Promise.reject(new Error('ra.auth.auth_check_error'));
  },
  checkError(error: unknown) {
    if (error instanceof ApiClientError && error.status === 401) {
      writeSession(undefined);
      return Promise.reject(error);
    }
    return Promise.resolve();
  },
  getIdentity() {
    const session = readSession();
    if (!session) return Promise.reject(new Error('ra.auth.auth_check_error'));
    return Promise.resolve({ id: session.accountId ?? session.userId, fullName: session.name });
  },
  getPermissions() {
    return Promise.resolve(readSession()?.role ?? null);
  },
};
