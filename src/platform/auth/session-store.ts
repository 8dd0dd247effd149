import type { DataSource } from 'typeorm';
import type { Actor } from './actor';
import type { SessionRef } from './session-token';

/** Why a validly signed token must still be refused. */
export type SessionRefusal =
  'revoked' | 'disabled' | 'account_type_changed' | 'signed_out' | 'signed_out_everywhere' | 'idle' | null;

export interface SessionPolicy {
  /** A session unused this long is over (SESSION_IDLE_SECONDS); every use slides the window. */
  idleSeconds: number;
}

interface Row {
  reason: string | null;
  account_type: string | null;
  not_before: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
  last_seen_at: Date | null;
}

/**
 * The server side of a session token (issue 14). Tokens stay signed and self-describing; what can
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

  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: SessionPolicy,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.touchEveryMs = Math.min(60_000, (policy.idleSeconds * 1000) / 10);
  }

  /** How often a use moves `last_seen_at`: a cached check must be renewed at least this often. */
  get recheckEveryMs(): number {
    return this.touchEveryMs;
  }

  async check(actor: Actor, session: SessionRef): Promise<SessionRefusal> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT (SELECT reason FROM revoked_accounts WHERE account_id = $1) AS reason,
              (SELECT account_type FROM account_type_overrides WHERE account_id = $1) AS account_type,
              (SELECT not_before FROM session_cutoffs WHERE account_id = $1) AS not_before,
              s.revoked_at, s.revoked_reason, s.last_seen_at
         FROM (SELECT 1) one LEFT JOIN sessions s ON s.sid = $2`,
      [actor.id, session.id],
    );
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
    await this.dataSource.query(
      `INSERT INTO sessions (sid, account_id, issued_at, last_seen_at)
       VALUES ($1, $2, to_timestamp($3::float8 / 1000), to_timestamp($4::float8 / 1000))
       ON CONFLICT (sid) DO UPDATE SET last_seen_at = GREATEST(sessions.last_seen_at, EXCLUDED.last_seen_at)`,
      [session.id, accountId, session.issuedAt, at],
    );
  }
}
