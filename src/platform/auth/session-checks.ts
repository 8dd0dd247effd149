import { Injectable } from '@nestjs/common';
import { DatabaseListener } from '../database/database-listener';
import type { Actor } from './actor';
import { SessionStore, type SessionRefusal } from './session-store';
import type { SessionRef } from './session-token';

/** The channel migration 1763899600000 NOTIFYs (payload: an account id, or `*` for all) when a session's fate changes. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** A cached check is trusted this long at most, even if a notification were lost unnoticed. */
export const SESSION_CHECK_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  accountId: string;
  sessionId: string;
  refusal: SessionRefusal;
  expiresAt: number;
}

/**
 * Whether a validly signed session must be refused (SessionStore.check), without a database round
 * trip on every request: the answer is cached by token for at most SESSION_CHECK_TTL_MS, and never
 * longer than the store's touch interval, so the sliding idle window still moves. A change to what
 * refuses a session is a row of revoked_accounts or account_type_overrides (a trigger NOTIFYs
 * `session_changes` on commit, and every instance drops that account's entries) or a sign-out
 * (SessionStore.invalidate, relayed to every instance, names the account or the session). While the
 * listener is not connected nothing is cached (every check reads the database), so a missed
 * notification cannot keep a revoked session alive. A check that raced an invalidation is answered
 * but not cached.
 */
@Injectable()
export class SessionChecks {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensOf = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a check that started before one does not cache its answer. */
  private epoch = 0;

  private readonly ttlMs: number;

  constructor(
    private readonly store: SessionStore,
    private readonly listener: DatabaseListener,
  ) {
    this.ttlMs = Math.min(SESSION_CHECK_TTL_MS, store.recheckEveryMs);
    listener.listen(SESSION_CHANGES_CHANNEL, {
      message: (accountId) => this.invalidate(accountId || '*'),
      lost: () => this.invalidate('*'),
    });
    store.onInvalidate((key) => this.invalidate(key));
  }

  async refusal(token: string, actor: Actor, session: SessionRef): Promise<SessionRefusal> {
    const now = Date.now();
    const cached = this.entries.get(token);
    if (cached && cached.expiresAt > now && this.listener.listening()) return cached.refusal;
    if (cached) this.drop(token);
    const epoch = this.epoch;
    const refusal = await this.store.check(actor, session);
    if (this.listener.listening() && epoch === this.epoch) this.remember(token, actor.id, session.id, refusal, now);
    return refusal;
  }

  /** Drops the cached checks of an account or of one session (all for `*`). */
  invalidate(key: string): void {
    this.epoch += 1;
    if (key === '*') {
      this.entries.clear();
      this.tokensOf.clear();
      return;
    }
    for (const token of [...(this.tokensOf.get(key) ?? [])]) this.drop(token);
  }

  /** Entries cached now (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }

  private remember(token: string, accountId: string, sessionId: string, refusal: SessionRefusal, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.drop(oldest);
    }
    this.entries.set(token, { accountId, sessionId, refusal, expiresAt: now + this.ttlMs });
    for (const key of [accountId, sessionId]) {
      let tokens = this.tokensOf.get(key);
      if (!tokens) this.tokensOf.set(key, (tokens = new Set()));
      tokens.add(token);
    }
  }

  private drop(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.entries.delete(token);
    for (const key of [entry.accountId, entry.sessionId]) {
      const tokens = this.tokensOf.get(key);
      tokens?.delete(token);
      if (tokens?.size === 0) this.tokensOf.delete(key);
    }
  }
}
