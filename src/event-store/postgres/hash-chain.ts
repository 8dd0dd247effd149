// Verifies a stream's hash chain (migration 1763897000000). The hash is recomputed by the same SQL
// function es_append used, so the two can never disagree on the canonical form.

export const GENESIS_HASH = '0'.repeat(64);

export type ChainBreakReason = 'hash_mismatch' | 'previous_hash_mismatch' | 'missing_hash' | 'revision_gap' | 'head_mismatch';

export interface ChainEventCheck {
  revision: number;
  hash: string | null;
  previousHash: string | null;
  /** null: appended before the chain existed (only ever before the first chained event). */
  ok: boolean | null;
  reason?: ChainBreakReason;
}

export interface ChainVerification {
  ok: boolean;
  /** Events whose hash was recomputed and whose link was checked. */
  checked: number;
  /** Events before this revision carry no hash (appended before the chain existed). */
  unchainedBefore: number;
  firstBreak?: { revision: number; reason: ChainBreakReason };
  events: ChainEventCheck[];
}

/** Anything that runs SQL: a pg Pool or a TypeORM DataSource (both answer rows). */
export type SqlRunner = (sql: string, params: unknown[]) => Promise<unknown[]>;

interface ChainRow {
  revision: string;
  hash: string | null;
  previous_hash: string | null;
  computed: string;
}

const CHAIN_SQL = `SELECT e.stream_revision::text AS revision, e.metadata->>'hash' AS hash, e.metadata->>'previousHash' AS previous_hash,
       es_event_hash(e.stream_id, e.stream_revision, e.event_id, e.event_type, e.schema_version, e.data, e.metadata,
                     coalesce(e.metadata->>'previousHash', '')) AS computed
  FROM es_events e WHERE e.stream_id = $1 ORDER BY e.stream_revision`;

const HEAD_SQL = `SELECT revision::text AS revision FROM es_streams WHERE stream_id = $1`;

/**
 * Walks the whole stream (including truncated revisions: the chain covers what is stored). A break
 * is reported at the first event that fails; every event after it is reported as not ok too,
 * because its link can no longer be trusted.
 */
export async function verifyStreamChain(run: SqlRunner, streamId: string): Promise<ChainVerification> {
  const rows = (await run(CHAIN_SQL, [streamId])) as ChainRow[];
  const head = (await run(HEAD_SQL, [streamId])) as { revision: string }[];
  const events: ChainEventCheck[] = [];
  let firstBreak: ChainVerification['firstBreak'];
  let unchainedBefore = 0;
  let chained = false;
  let previous: string | null = null;
  let checked = 0;
  rows.forEach((row, index) => {
    const revision = Number(row.revision);
    const check: ChainEventCheck = { revision, hash: row.hash, previousHash: row.previous_hash, ok: true };
    if (firstBreak) {
      check.ok = false;
    } else if (revision !== index) {
      check.ok = false;
      check.reason = 'revision_gap';
    } else if (row.hash === null) {
      if (chained) {
        check.ok = false;
        check.reason = 'missing_hash';
      } else {
        check.ok = null;
        unchainedBefore = revision + 1;
      }
    } else {
      checked += 1;
      const expectedPrevious = chained ? previous : GENESIS_HASH;
      if (row.previous_hash !== expectedPrevious) {
        check.ok = false;
        check.reason = 'previous_hash_mismatch';
      } else if (row.computed !== row.hash) {
        check.ok = false;
        check.reason = 'hash_mismatch';
      }
      chained = true;
      previous = row.hash;
    }
    if (check.ok === false && !firstBreak && check.reason) firstBreak = { revision, reason: check.reason };
    events.push(check);
  });
  // A deleted tail leaves a valid-looking chain: the stream row still counts the removed events.
  const headRevision = head[0] ? Number(head[0].revision) : -1;
  if (!firstBreak && headRevision !== rows.length - 1) firstBreak = { revision: rows.length, reason: 'head_mismatch' };
  return { ok: !firstBreak, checked, unchainedBefore, ...(firstBreak ? { firstBreak } : {}), events };
}
