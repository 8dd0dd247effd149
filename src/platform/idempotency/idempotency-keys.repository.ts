import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { PreparedStatements } from '../database/prepared-statements';

/** How long a key answers for its first request (then a reuse is a new request). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still running after this is taken to have died with its instance. */
export const IDEMPOTENCY_LEASE_MS = 60_000;
const PRUNE_BATCH = 1000;
const PRUNE_STATEMENTS = 20;

/** The first request's answer, as it was sent. */
export interface StoredAnswer {
  readonly status: number;
  /** The headers its handler set (e.g. X-Event-Position), sent again with the body. */
  readonly headers: Record<string, string>;
  /** JSON text, or null for an empty body. */
  readonly body: string | null;
}

export type KeyClaim =
  /** This request runs the handler; `complete` or `release` ends the claim. */
  | { readonly kind: 'owned' }
  | { readonly kind: 'answered'; readonly answer: StoredAnswer }
  /** The key's first request had another method, path or body. */
  | { readonly kind: 'mismatch' }
  /** The first request is still running (within its lease). */
  | { readonly kind: 'in_progress' };

interface KeyRow {
  fingerprint: string;
  state: 'processing' | 'done';
  response_status: number | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
}

export interface KeyRef {
  /** Whose key it is (the caller's account): keys never cross callers. */
  readonly scope: string;
  readonly key: string;
}

/**
 * `idempotency_keys`: one row per (caller, key). The insert decides who runs the first request,
 * so two identical requests at once make one creation; the other waits for the stored answer.
 */
@Injectable()
export class IdempotencyKeys {
  /** Every create the web apps send carries a key: its claim and its answer are parsed and planned once per connection. */
  private readonly prepared: PreparedStatements;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.prepared = new PreparedStatements(dataSource);
  }

  async claim(ref: KeyRef, fingerprint: string): Promise<KeyClaim> {
    const now = this.clock.now();
    const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    const lockedUntil = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
    // A row past its 24 hours counts as absent even before the housekeeping deletes it.
    const inserted = await this.count(
      `INSERT INTO idempotency_keys AS k (scope, key, fingerprint, state, locked_until, created_at)
       VALUES ($1, $2, $3, 'processing', $4, $5)
       ON CONFLICT (scope, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, state = 'processing', locked_until = EXCLUDED.locked_until,
             created_at = EXCLUDED.created_at, response_status = NULL, response_headers = NULL, response_body = NULL
         WHERE k.created_at < $6
       RETURNING 1`,
      [ref.scope, ref.key, fingerprint, lockedUntil, now, expiredBefore],
    );
    if (inserted > 0) return { kind: 'owned' };
    const rows: KeyRow[] = await this.dataSource.query(
      `SELECT fingerprint, state, response_status, response_headers, response_body
         FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [ref.scope, ref.key],
    );
    const row = rows[0];
    // Released between the insert and the read: the caller tries again.
    if (!row) return { kind: 'in_progress' };
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.state === 'done')
      return {
        kind: 'answered',
        answer: { status: row.response_status ?? 200, headers: row.response_headers ?? {}, body: row.response_body },
      };
    // The first request's instance died mid-request: this retry takes its place.
    const taken = await this.count(
      `UPDATE idempotency_keys SET locked_until = $3
        WHERE scope = $1 AND key = $2 AND state = 'processing' AND locked_until < $4 RETURNING 1`,
      [ref.scope, ref.key, lockedUntil, now],
    );
    return taken > 0 ? { kind: 'owned' } : { kind: 'in_progress' };
  }

  async complete(ref: KeyRef, answer: StoredAnswer): Promise<void> {
    await this.prepared.query(
      `UPDATE idempotency_keys SET state = 'done', response_status = $3, response_headers = $4, response_body = $5
        WHERE scope = $1 AND key = $2`,
      [ref.scope, ref.key, answer.status, JSON.stringify(answer.headers), answer.body],
    );
  }

  /** The first request failed: nothing was created, so the key is free for a retry. */
  async release(ref: KeyRef): Promise<void> {
    await this.dataSource.query(`DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND state = 'processing'`, [
      ref.scope,
      ref.key,
    ]);
  }

  /** Deletes keys past their 24 hours, in bounded passes (the jobs housekeeping). */
  async prune(): Promise<number> {
    const expiredBefore = new Date(this.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
    let pruned = 0;
    for (let i = 0; i < PRUNE_STATEMENTS; i += 1) {
      const n = await this.count(
        `DELETE FROM idempotency_keys WHERE (scope, key) IN (
           SELECT scope, key FROM idempotency_keys WHERE created_at < $1 ORDER BY created_at LIMIT $2)
         RETURNING 1`,
        [expiredBefore, PRUNE_BATCH],
      );
      pruned += n;
      if (n < PRUNE_BATCH) break;
    }
    return pruned;
  }

  /** Rows a writing statement returned (through a CTE: TypeORM answers UPDATE and DELETE as [rows, count]). */
  private async count(writing: string, parameters: unknown[]): Promise<number> {
    const rows = await this.prepared.query<{ n: number }>(
      `WITH written AS (${writing}) SELECT count(*)::int AS n FROM written`,
      parameters,
    );
    return rows[0].n;
  }
}
