import type { AccountType } from '@contracts/accounts';

/** The signed-in user as the app keeps it (spec §3 "User session"). */
export interface Session {
  token: string;
  email: string;
  userId: string;
  /** 0 = registered; anything else means onboarding is still needed (spec §3). */
  userStatus: number;
  accountType?: AccountType;
  accountId?: string;
  userCode?: string;
  accountNumber?: string;
  language?: string;
  firstName?: string;
  lastName?: string;
  birthday?: string;
  gender?: string;
  avatar?: string;
  country?: string;
  /** Both account types exist, so the switch action is offered. */
  canSwitch?: boolean;
}

const STORAGE_KEY = 'hkc.session';

type Listener = () => void;

/** Reads the `exp` claim of our HS256 session JWT; anything unreadable counts as expired. */
export function tokenExpired(token: string, now = Date.now()): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return true;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { exp?: unknown };
    return typeof claims.exp !== 'number' || claims.exp * 1000 <= now;
  } catch {
    return true;
  }
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Session>;
  return typeof s.token === 'string' && typeof s.userId === 'string' && typeof s.userStatus === 'number';
}

/**
 * Kept outside React so the HTTP client (which must sign out on any 401) and the components share
 * one source of truth. Start-up drops a stored session that is expired, unreadable or unfinished
 * (spec §4: a nonzero userStatus on a stored session logs out; §7: an invalid token clears storage).
 */
export function createSessionStore(storage: Storage | undefined = safeStorage()) {
  let current: Session | undefined = restore();
  const listeners = new Set<Listener>();

  function restore(): Session | undefined {
    if (!storage) return undefined;
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isSession(parsed) && !tokenExpired(parsed.token) && parsed.userStatus === 0) return parsed;
    } catch {
      // Fall through: anything unreadable is cleared below.
    }
    storage.removeItem(STORAGE_KEY);
    return undefined;
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  return {
    get: (): Session | undefined => current,
    set(next: Session) {
      current = next;
      storage?.setItem(STORAGE_KEY, JSON.stringify(next));
      emit();
    },
    update(patch: Partial<Session>) {
      if (!current) return;
      this.set({ ...current, ...patch });
    },
    clear() {
      if (!current && !storage?.getItem(STORAGE_KEY)) return;
      current = undefined;
      storage?.removeItem(STORAGE_KEY);
      emit();
    },
    // An arrow, not a method: useSyncExternalStore receives it detached from the store.
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
