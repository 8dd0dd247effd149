// Verifies a stream's hash chain (migration 1763897000000). The hash is recomputed by the same SQL
// function es_append used, so the two can never disagree on the canonical form.
import { verifyChainLinks, type ChainVerification } from '../integrity/chain-verification';

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

/** Walks the whole stream, including truncated revisions: the chain covers what is stored. */
export async function verifyStreamChain(run: SqlRunner, streamId: string): Promise<ChainVerification> {
  const rows = (await run(CHAIN_SQL, [streamId])) as ChainRow[];
  const head = (await run(HEAD_SQL, [streamId])) as { revision: string }[];
  const links = rows.map((row) => ({
    revision: Number(row.revision),
    hash: row.hash,
    previousHash: row.previous_hash,
    computed: row.computed,
  }));
  // A deleted tail leaves a valid-looking chain: the stream row still counts the removed events.
  return verifyChainLinks(links, head[0] ? Number(head[0].revision) : -1);
}
