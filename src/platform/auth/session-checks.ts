import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseListener } from '../database/database-listener';
import type { Actor } from './actor';
import { sessionRefusal, type SessionRefusal } from './session-refusal';

/** The channel migration 1763899600000 NOTIFYs (payload: an account id, or `*` for all) when a session's fate changes. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** A cached check is trusted this long at most, even if a notification were lost unnoticed. */
export const SESSION_CHECK_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  accountId: string;
  refusal: SessionRefusal;
  expiresAt: number;
}

/**
 * Whether a validly signed session must be refused (sessionRefusal), without a database round trip
 * on every request: the answer is cached by token for SESSION_CHECK_TTL_MS. A change to what
 * refuses a session is a row of revoked_accounts or account_type_overrides; a trigger NOTIFYs it
 * on commit, and every instance drops that account's entries (`invalidate`, also callable
 * in-process, e.g. by a sign-out that revokes a session). While the listener is not connected
 * nothing is cached (every check reads the database), so a missed notification cannot keep a
 * revoked session alive. A check that raced an invalidation is answered but not cached.
 */
@Injectable()
export class SessionChecks {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensOf = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a check that started before one does not cache its answer. */
  private epoch = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly listener: DatabaseListener,
  ) {
    listener.listen(SESSION_CHANGES_CHANNEL, {
      message: (accountId) => this.invalidate(accountId || '*'),
      lost: () => this.invalidate('*'),
    });
  }

  async refusal(token: string, actor: Actor): Promise<SessionRefusal> {
    const now = Date.now();
    const cached = this.entries.get(token);
    if (cached && cached.expiresAt > now && this.listener.listening()) return cached.refusal;
    if (cached) this.drop(token);
    const epoch = this.epoch;
    const refusal = await sessionRefusal(this.dataSource, actor);
    if (this.listener.listening() && epoch === this.epoch) this.remember(token, actor.id, refusal, now);
    return refusal;
  }
  /** Drops the cached checks of an account (all accounts for `*`). */
  invalidate(accountId: string): void {
    this.epoch += 1;
    if (accountId === '*') {
      this.entries.clear();
      this.tokensOf.clear();
      return;
    }
    for (const token of this.tokensOf.get(accountId) ?? []) this.entries.delete(token);
    this.tokensOf.delete(accountId);
  }

  /** Entries cached now (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }

  private remember(token: string, accountId: string, refusal: SessionRefusal, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.drop(oldest);
    }
    this.entries.set(token, { accountId, refusal, expiresAt: now + SESSION_CHECK_TTL_MS });
    let tokens = this.tokensOf.get(accountId);
    if (!tokens) this.tokensOf.set(accountId, (tokens = new Set()));
    tokens.add(token);
  }

  private drop(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.entries.delete(token);
    const tokens = this.tokensOf.get(entry.accountId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensOf.delete(entry.accountId);
  }
}
