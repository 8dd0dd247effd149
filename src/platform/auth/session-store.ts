import type { DataSource } from 'typeorm';
import { PreparedStatements } from '../database/prepared-statements';
import type { Actor } from './actor';
import type { SessionRef } from './session-token';

/** Why a validly signed token must still be refused. */
export type SessionRefusal =
  'revoked' | 'disabled' | 'account_type_changed' | 'signed_out' | 'signed_out_everywhere' | 'idle' | null;

/** Why the periodic sweep of open sockets ends a session nobody used (SessionStore.endedAmong). */
export type SessionLapse = 'idle' | 'expired';

export interface SessionPolicy {
  /** A session unused this long is over (SESSION_IDLE_SECONDS); every use slides the window. */
  idleSeconds: number;
  /** The absolute lifetime from sign-in (SESSION_TTL_SECONDS): the token's own `exp`. */
  ttlSeconds: number;
  /** Rows of sessions that ended are kept this long after any token of theirs would be refused anyway (SESSION_RETENTION_HOURS). */
  retentionHours: number;
}

/** Rows one prune statement deletes at most, and statements one prune pass runs at most. */
export const PRUNE_BATCH = 1000;
const PRUNE_STATEMENTS = 20;
const SWEEP_CHUNK = 5000;

/** What can end a validly signed session, in one round trip (see SessionStore). */
export const SESSION_CHECK_SQL = `SELECT (SELECT reason FROM revoked_accounts WHERE account_id = $1) AS reason,
        (SELECT account_type FROM account_type_overrides WHERE account_id = $1) AS account_type,
        (SELECT not_before FROM session_cutoffs WHERE account_id = $1) AS not_before,
        s.revoked_at, s.revoked_reason, s.last_seen_at
   FROM (SELECT 1) one LEFT JOIN sessions s ON s.sid = $2`;

/** Records a session or slides its last use (never back). */
export const SESSION_TOUCH_SQL = `INSERT INTO sessions (sid, account_id, issued_at, last_seen_at)
 VALUES ($1, $2, to_timestamp($3::float8 / 1000), to_timestamp($4::float8 / 1000))
 ON CONFLICT (sid) DO UPDATE SET last_seen_at = GREATEST(sessions.last_seen_at, EXCLUDED.last_seen_at)`;

type Row = {
  reason: string | null;
  account_type: string | null;
  not_before: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
  last_seen_at: Date | null;
};

/**
 * The server side of a session token. Tokens stay signed and self-describing; what can
 * end a session before its absolute expiry is looked up on every use (HTTP request, socket
 * handshake, socket event) in one round trip: the account deleted or disabled (revoked_accounts),
 * given another type (account_type_overrides), every session cut off ("sign out everywhere",
 * session_cutoffs), this session signed out or idle too long (sessions). A use moves
 * `last_seen_at` (at most once per `touchEveryMs`), which is the sliding refresh: the token itself
 * never changes. A per-process cache (if one is added for speed) must listen to `onInvalidate`:
 * every end of a session calls `invalidate(accountId | sessionId)` on every instance (the realtime
 * fan-out relays the database's NOTIFY).
 */
export class SessionStore {
  private readonly listeners: Array<(key: string) => void> = [];
  private readonly touchEveryMs: number;
  /** The check and the touch run on a use the cache does not answer: parsed and planned once per connection. */
  private readonly prepared: PreparedStatements;

  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: SessionPolicy,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.touchEveryMs = Math.min(60_000, (policy.idleSeconds * 1000) / 10);
    this.prepared = new PreparedStatements(dataSource);
  }

  /** How often a use moves `last_seen_at`: a cached check must be renewed at least this often. */
  get recheckEveryMs(): number {
    return this.touchEveryMs;
  }

  async check(actor: Actor, session: SessionRef): Promise<SessionRefusal> {
    const rows = await this.prepared.query<Row>(SESSION_CHECK_SQL, [actor.id, session.id]);
    const row = rows[0];
    if (row?.reason === 'disabled') return 'disabled';
    if (row?.reason) return 'revoked';
    if (row?.account_type && row.account_type !== actor.accountType) return 'account_type_changed';
    if (row?.revoked_at) return 'signed_out';
    if (row?.not_before && session.issuedAt <= row.not_before.getTime()) return 'signed_out_everywhere';
    const now = this.now();
    const lastSeen = Math.max(session.issuedAt, row?.last_seen_at?.getTime() ?? 0);
    if (now - lastSeen > this.policy.idleSeconds * 1000) return 'idle';
    if (!row?.last_seen_at || now - lastSeen >= this.touchEveryMs) await this.touch(actor.id, session, now);
    return null;
  }

  /**
   * Which of these sessions (the ones this instance holds sockets for) lapsed by themselves: unused
   * longer than the idle timeout, or past their absolute lifetime. Nothing else tells an open socket
   * that it went idle (no row changes, so no trigger fires): the realtime idle sweep asks this.
   */
  async endedAmong(sessions: readonly SessionRef[]): Promise<Map<string, SessionLapse>> {
    const unique = new Map(sessions.map((s) => [s.id, s]));
    const lastSeen = new Map<string, number>();
    const ids = [...unique.keys()];
    for (let i = 0; i < ids.length; i += SWEEP_CHUNK) {
      const rows: Array<{ sid: string; last_seen_at: Date }> = await this.dataSource.query(
        `SELECT sid, last_seen_at FROM sessions WHERE sid = ANY($1::text[])`,
        [ids.slice(i, i + SWEEP_CHUNK)],
      );
      for (const row of rows) lastSeen.set(row.sid, row.last_seen_at.getTime());
    }
    const now = this.now();
    const lapsed = new Map<string, SessionLapse>();
    for (const session of unique.values()) {
      // The token's `exp` is whole seconds: floor(iat) + ttl (SessionTokens.issue).
      const expiresAt = (Math.floor(session.issuedAt / 1000) + this.policy.ttlSeconds) * 1000;
      if (now >= expiresAt) lapsed.set(session.id, 'expired');
      else if (now - Math.max(session.issuedAt, lastSeen.get(session.id) ?? 0) > this.policy.idleSeconds * 1000)
        lapsed.set(session.id, 'idle');
    }
    return lapsed;
  }

  /**
   * Deletes rows of sessions whose tokens are refused without them, once SESSION_RETENTION_HOURS
   * more have passed: issued before the absolute lifetime, or unused longer than the idle timeout
   * (with no row, `check` takes the issue time as the last use, so such a token stays refused:
   * a signed-out session's row may go only then). Oldest first, at most PRUNE_BATCH rows per
   * statement and a bounded number of statements per pass (index on issued_at, migration
   * 1763900400000). Returns how many rows went.
   */
  async prune(): Promise<number> {
    const now = this.now();
    const keep = this.policy.retentionHours * 3600 * 1000;
    const expiredBefore = new Date(now - this.policy.ttlSeconds * 1000 - keep);
    const idleBefore = new Date(now - this.policy.idleSeconds * 1000 - keep);
    let pruned = 0;
    for (let i = 0; i < PRUNE_STATEMENTS; i += 1) {
      const rows: Array<{ n: number }> = await this.dataSource.query(
        `WITH gone AS (
           DELETE FROM sessions WHERE sid IN (
             SELECT sid FROM sessions
              WHERE issued_at < $1 OR (issued_at < $2 AND last_seen_at < $2)
              ORDER BY issued_at LIMIT $3)
           RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [expiredBefore, idleBefore, PRUNE_BATCH],
      );
      const n = rows[0]?.n ?? 0;
      pruned += n;
      if (n < PRUNE_BATCH) break;
    }
    return pruned;
  }

  /** Records a session when it is handed out (sign-in, registration, switch). */
  async record(accountId: string, session: SessionRef): Promise<void> {
    await this.touch(accountId, session, session.issuedAt);
  }

  /** Signs one session out (logout). */
  async signOut(accountId: string, session: SessionRef): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sessions (sid, account_id, issued_at, last_seen_at, revoked_at, revoked_reason)
       VALUES ($1, $2, to_timestamp($3::float8 / 1000), now(), now(), 'signed_out')
       ON CONFLICT (sid) DO UPDATE SET revoked_at = coalesce(sessions.revoked_at, now()),
         revoked_reason = coalesce(sessions.revoked_reason, 'signed_out')`,
      [session.id, accountId, session.issuedAt],
    );
    this.invalidate(session.id);
  }

  /** Ends every session of these accounts issued up to now (sign out everywhere). */
  async signOutEverywhere(accountIds: readonly string[]): Promise<void> {
    const at = this.now();
    await this.dataSource.query(
      `INSERT INTO session_cutoffs (account_id, not_before)
       SELECT id, to_timestamp($2::float8 / 1000) FROM unnest($1::text[]) AS id
       ON CONFLICT (account_id) DO UPDATE SET not_before = EXCLUDED.not_before`,
      [accountIds, at],
    );
    for (const id of accountIds) this.invalidate(id);
  }

  /** Tells every cache of session checks in this process to forget this account or session. */
  invalidate(key: string): void {
    for (const listener of this.listeners) listener(key);
  }

  onInvalidate(listener: (key: string) => void): void {
    this.listeners.push(listener);
  }

  private async touch(accountId: string, session: SessionRef, at: number): Promise<void> {
    await this.prepared.query(SESSION_TOUCH_SQL, [session.id, accountId, session.issuedAt, at]);
  }
}
