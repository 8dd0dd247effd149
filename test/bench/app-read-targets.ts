import { Pool } from 'pg';
import type { Actor } from '../../src/platform/auth/actor';
import { listStatements, type BatchListKind } from '../../src/batch/read/batch-list/batch-list.sql';
import type { BatchListFilters } from '../../src/batch/read/batch-list/list-filters';
import { call } from '../support/kit/http';
import { openLoop, type LoadFigures } from './app-load';
import type { Party } from './app-parties';
import type { Progress } from './app-progress';
import type { AppServer } from './app-server';
import { postgresCpuMeter } from './postgres-cpu';

// Phase 8's staff lists and searches (app-bulk-log-phases.ts) and their in-run SQL reference.

/** Requester n of the bulk is "Mei<n> Chan" (mei<n>.chan@example.com), buyer n "Wing<n> Lau". */
const PEOPLE = { r: ['Mei', 'Chan'], b: ['Wing', 'Lau'] } as const;
const emailOf = (type: 'r' | 'b', n: number) => `${PEOPLE[type][0]}${n}.${PEOPLE[type][1]}@example.com`.toLowerCase();

/**
 * Gives the bulk's parties a person (name and e-mail) with the server stopped, as sign-up would
 * have: the staff search finds requesters and buyers by name and e-mail through the users' indexes.
 */
export async function nameParties(databaseUrl: string, ids: { r: string[]; b: string[] }): Promise<void> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    for (const type of ['r', 'b'] as const) {
      const [first, last] = PEOPLE[type];
      await pool.query(
        `INSERT INTO users (id, email, user_code, first_name, last_name)
         SELECT id, lower($3 || (n - 1) || '.' || $4 || '@example.com'), 'BENCH' || $2 || (n - 1), $3 || (n - 1), $4
           FROM unnest($1::uuid[]) WITH ORDINALITY p(id, n)`,
        [ids[type], type, first, last],
      );
      // The account's id is the party's (its session token's); the person's id is the same uuid, a separate table.
      await pool.query(
        `INSERT INTO accounts (id, user_id, account_type) SELECT id, id, $2 FROM unnest($1::uuid[]) id`,
        [ids[type], type],
      );
    }
    await pool.query('ANALYZE users; ANALYZE accounts');
  } finally {
    await pool.end();
  }
}

export interface QueryTarget {
  label: string;
  path: string;
  token: string;
  /** The list and filters the path asks for, for the same statement sent alone (staffSqlAtRate). */
  list?: { kind: BatchListKind; actor: Actor; q: BatchListFilters };
}

/** The staff list's first page and a search by each key staff look batches up by. */
export async function staffTargets(
  server: AppServer,
  staff: Party,
  sample: { batchNumber: string; tracking?: string },
): Promise<QueryTarget[]> {
  const actor: Actor = { id: staff.id, role: 'staff', accountType: 's' };
  const target = (label: string, kind: BatchListKind, q: BatchListFilters): QueryTarget => {
    const query = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
    return {
      label,
      path: `/api/batch/${kind}${query ? `?${query}` : ''}`,
      token: staff.token,
      list: { kind, actor, q },
    };
  };
  // The order id of the sampled shipped copy, from its detail (each copy's order ids carry its own item ids).
  let orderId: string | undefined;
  if (sample.tracking) {
    const found = await call<{ results?: Array<{ id: string }> }>(
      server,
      'GET',
      `/api/batch/orders?search=${encodeURIComponent(`${sample.tracking}-1`)}`,
      { token: staff.token },
    );
    const id = found.body.results?.[0]?.id;
    const detail = id
      ? await call<{ batch?: { items?: Array<{ purchaseSiteOrderId?: string | null }> } }>(
          server,
          'GET',
          `/api/batch/orders/${id}`,
          { token: staff.token },
        )
      : undefined;
    orderId = detail?.body.batch?.items?.find((i) => i.purchaseSiteOrderId)?.purchaseSiteOrderId ?? undefined;
  }
  return [
    target('staff list, first page', 'requests', {}),
    target('staff search, a batch number', 'requests', { search: sample.batchNumber }),
    target('staff search, a requester name', 'requests', { search: `${PEOPLE.r[0]}17 ${PEOPLE.r[1]}` }),
    target('staff search, a buyer name', 'requests', { search: `${PEOPLE.b[0]}3 ${PEOPLE.b[1]}` }),
    target('staff search, a requester e-mail', 'requests', { search: emailOf('r', 17) }),
    target('staff search, a buyer e-mail', 'requests', { search: emailOf('b', 3) }),
    target('staff search, an item name', 'requests', { search: 'trail shoes' }),
    ...(sample.tracking
      ? [target('staff search, a tracking number', 'orders', { search: `${sample.tracking}-1` })]
      : []),
    ...(orderId ? [target('staff search, a purchase-site order id', 'orders', { search: orderId })] : []),
  ];
}

/**
 * A target's own statement (what the server sends for it) from a bare pg pool at the same steady
 * rate as the HTTP row: the latency and PostgreSQL CPU the query itself costs on this machine now,
 * with no HTTP, session check, JSON or Node in between. Prepared like the server when it prepares.
 */
export async function staffSqlAtRate(
  databaseUrl: string,
  progress: Progress,
  t: QueryTarget,
  o: { rate: number; ms: number; connections: number },
): Promise<(LoadFigures & { sentPerSec: number }) | undefined> {
  if (!t.list) return undefined;
  const statements = listStatements(t.list.kind, t.list.actor, t.list.q, new Date());
  const statement = statements.page;
  if (!statement) return undefined;
  const pool = new Pool({ connectionString: databaseUrl, max: o.connections });
  const databaseCpu = await postgresCpuMeter(databaseUrl);
  const name = statements.prepare ? `bench-${t.label}` : undefined;
  const { pageCapped, countLimit } = statements;
  // As the server: a search counted past its bound is then walked in the list's order (pageCapped;
  // the server sends that alone while its count cache holds the capped count, ListCountCache).
  const send = async () => {
    const answer = await pool.query<{ list_count: number }>({
      ...(name ? { name } : {}),
      text: statement.text,
      values: statement.values,
    });
    if (statements.pageWithinBound && pageCapped && (answer.rows[0]?.list_count ?? 0) > countLimit)
      await pool.query(pageCapped.text, pageCapped.values);
  };
  try {
    // Every pooled connection has planned (and prepared) it once, as the server's warm pool has.
    await Promise.all(Array.from({ length: o.connections }, send));
    const ticker = progress.phase(`8. ${t.label}: the statement alone, ${o.rate}/s`);
    const figures = await openLoop(
      o.rate,
      o.ms,
      ticker,
      () => send().then(() => true as const),
      10_000,
      undefined,
      databaseCpu,
    );
    ticker.done(
      `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, PostgreSQL ${figures.postgresCpuMsPerRequest} ms/request`,
    );
    return figures;
  } finally {
    await pool.end();
  }
}

/**
 * The statement the server sends for a target in steady state: its page, or, for a list counted
 * past its bound, the page that takes the count as capped (what the server runs while its count
 * cache holds the capped count, ListCountCache). Undefined for a target that is no list.
 */
export async function steadyStatement(
  databaseUrl: string,
  t: QueryTarget,
): Promise<{ text: string; values: unknown[] } | undefined> {
  if (!t.list) return undefined;
  const statements = listStatements(t.list.kind, t.list.actor, t.list.q, new Date());
  if (!statements.page) return undefined;
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ list_count: number }>(statements.page.text, statements.page.values);
    const capped = (rows[0]?.list_count ?? 0) > statements.countLimit && statements.pageCapped;
    return capped || statements.page;
  } finally {
    await pool.end();
  }
}
