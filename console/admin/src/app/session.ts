import type { LoginResponse } from '@contracts/accounts';

/** The console's own signed-in session (separate key from the customer app: a person may use both). */
export interface AdminSession {
  token: string;
  userId: string;
  accountId: string | null;
  role: 'staff' | 'auditor';
  name: string;
  email: string;
}

const KEY = 'hkc.admin.session';
type Listener = (session: AdminSession | undefined) => void;
const listeners = new Set<Listener>();

export function readSession(): AdminSession | undefined {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as AdminSession) : undefined;
  } catch {
    return undefined;
  }
}

export function writeSession(session: AdminSession | undefined): void {
  try {
    if (session) window.localStorage.setItem(KEY, JSON.stringify(session));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the session then lasts as long as the page.
  }
  listeners.forEach((l) => l(session));
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Only staff (s) and auditor (x) accounts may use the console; anything else is refused at sign-in. */
export function sessionFromLogin(login: LoginResponse): AdminSession | undefined {
  // The shared LoginResponse types customer account types only; operators sign in as s or x.
  const type = String(login.account_type ?? '');
  const role = type === 's' ? 'staff' : type === 'x' ? 'auditor' : undefined;
  if (!role) return undefined;
  const activated = login.activated_account;
  const accountId =
    typeof activated === 'string'
      ? activated
      : activated && typeof activated === 'object' && 'id' in activated
        ? String(activated.id)
        : null;
  return {
    token: login.token,
    userId: login.user,
    accountId,
    role,
    name: [login.first_name, login.last_name].filter(Boolean).join(' ') || login.email,
    email: login.email,
  };
}
