// npm run bench:queries: the lists, filters, deep pages and searches of the requester, buyer and
// staff screens at 100,000 batches (target p99 ≤ 20 ms). Each query is timed twice at
// 8 connections, so the SQL can be told apart from the per-request overhead of the server:
//   - through real HTTP against the real server (src/main.ts as a child process), and
//   - the statement the server runs for it, alone, from 8 pg clients;
// and its EXPLAIN (ANALYZE, BUFFERS) plan is kept in the JSON.
// Rows: a few dozen requests made through HTTP (the real projection writes their rows; one of their
// folded states is copied into every bulk row, so rows are as wide as real ones), then bulk rows of
// rm_batch_list (test/batch-lists/list-rows.seed.ts: two years of batches, skewed accounts) for real
// accounts with names, so the lists' name join and the staff's name search find people.
// Env (defaults in brackets): BENCH_QUERY_BATCHES [100000], BENCH_QUERY_SECONDS [5] per query and
// way, BENCH_CONNECTIONS [8], BENCH_QUERY_ONLY (comma separated label prefixes), BENCH_RESULTS_NAME [queries].
import 'reflect-metadata';
import { Client, Pool } from 'pg';
import type { Actor } from '../../src/platform/auth/actor';
import { encodeCursor } from '../../src/batch/read/batch-list/batch-list-cursor';
import { accountBatchesStatements } from '../../src/batch';
import { listStatements, type BatchListKind, type Statement } from '../../src/batch/read/batch-list/batch-list.sql';
import { requestBody } from '../support/kit/batch-driver';
import { call } from '../support/kit/http';
import { shape, type PlanNode } from '../batch-lists/explain-at-size';
import { seedListRows } from '../batch-lists/list-rows.seed';
import { closedLoop, round, type LoadFigures } from './app-load';
import { must, party, refusal, type Party } from './app-parties';
import { Progress } from './app-progress';
import { runWhenEntry, type AppResults, type AppRow } from './app-report';
import { removeServerData, serverSetup, startAppServer } from './app-server';
import { load1, loads, runHeader } from './app-run-info';
import { startBenchDatabase } from './bench-database';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const config = {
  batches: num('BENCH_QUERY_BATCHES', 100_000),
  seconds: num('BENCH_QUERY_SECONDS', 5),
  connections: num('BENCH_CONNECTIONS', 8),
  /** Requests made through HTTP before the bulk (their rows come from the real projection). */
  realBatches: num('BENCH_QUERY_REAL_BATCHES', 40),
  requesters: num('BENCH_REQUESTERS', 2000),
  buyers: num('BENCH_BUYERS', 50),
  only: (process.env.BENCH_QUERY_ONLY ?? '').split(',').filter(Boolean),
};
const TARGET_MS = 20;

interface Target {
  label: string;
  path: string;
  who: Party;
  /** The statement the server runs for this request (the same builder, the same parameters). */
  sql: Statement;
}

const roleOf: Record<Party['accountType'], Actor['role']> = {
  r: 'requester',
  b: 'buyer',
  s: 'staff',
  x: 'auditor',
};
const actorOf = (p: Party): Actor => ({ id: p.id, role: roleOf[p.accountType], accountType: p.accountType });

const listPath = (kind: BatchListKind, q: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
  return `/api/batch/${kind === 'recent' ? 'orders/recent' : kind}${query ? `?${query}` : ''}`;
};

/** People with names: `count` accounts of one type, created as the sign-up would leave them (user + account). */
async function givenPeople(db: Client, type: 'r' | 'b', count: number, names: (n: number) => [string, string]) {
  const rows = Array.from({ length: count }, (_, n) => {
    const [first, last] = names(n);
    return { n, first, last };
  });
  const { rows: ids } = await db.query<{ id: string }>(
    `WITH p AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(n int, first text, last text)),
          u AS (INSERT INTO users (email, user_code, first_name, last_name)
                SELECT 'bench-' || $2 || p.n || '@example.com', 'BQ' || $2 || p.n, p.first, p.last FROM p ORDER BY p.n
                RETURNING id, user_code)
     INSERT INTO accounts (user_id, account_type)
     SELECT u.id, $2 FROM u ORDER BY substring(u.user_code FROM 4)::int RETURNING id::text`,
    [JSON.stringify(rows), type],
  );
  return ids.map((r) => r.id);
}

const FIRST = ['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ng', 'Ho', 'Leung', 'Lam', 'Tsang', 'Yip', 'Kwok'];
const GIVEN = ['Mei Ling', 'Ka Ho', 'Wing Yan', 'Chi Keung', 'Siu Ming', 'Hoi Yan', 'Tsz Kin', 'Man Wai'];

async function measureSql(pool: Pool, s: Statement, ms: number, progress: Progress, label: string) {
  const ticker = progress.phase(`  SQL alone: ${label}`);
  const figures = await closedLoop(config.connections, ms, ticker, async () => {
    await pool.query(s.text, s.values);
    return true;
  });
  ticker.done(`${figures.perSec} q/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`);
  return { ...figures, load: load1() };
}

async function explain(db: Client, s: Statement) {
  // Twice: the first warms the cache as repeated requests would.
  await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, s.values);
  const { rows } = await db.query<{
    'QUERY PLAN': [
      { Plan: PlanNode & { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number } } & Record<string, number>,
    ];
  }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, s.values);
  const [top] = rows[0]['QUERY PLAN'];
  return {
    executionMs: round(top['Execution Time'], 2),
    planningMs: round(top['Planning Time'], 2),
    buffers: (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0),
    shape: shape(top.Plan),
    plan: top,
    sql: s.text,
    values: s.values,
  };
}

export async function runQueriesBench(): Promise<AppResults> {
  const started = Date.now();
  const loadAtStart = loads();
  const progress = new Progress();
  const rows: AppRow[] = [];
  const notes: string[] = [];
  const phases: Record<string, unknown> = {};
  const bench = await startBenchDatabase();
  const settings = await bench.settings();
  const url = await bench.createDatabase('queries');
  const setup = serverSetup(url);
  const db = new Client({ connectionString: url });
  await db.connect();
  const pool = new Pool({ connectionString: url, max: config.connections });
  const server = await startAppServer(setup);
  try {
    const seeding = progress.phase(`seeding ${config.batches.toLocaleString('en')} batches`);
    const requesterIds = await givenPeople(db, 'r', config.requesters, (n) => [
      GIVEN[n % GIVEN.length],
      `${FIRST[Math.floor(n / GIVEN.length) % FIRST.length]}${n}`,
    ]);
    const buyerIds = await givenPeople(db, 'b', config.buyers, (n) => ['Buyer', `${FIRST[n % FIRST.length]} ${n}`]);
    const staff = party(server, 's');
    const requester = party(server, 'r', requesterIds[0]);
    // Real rows, made through HTTP and written by the real projection.
    let lastPosition = '';
    for (let n = 0; n < config.realBatches; n += 1) {
      const created = await must(
        server,
        'create',
        'POST',
        '/api/batch/requests/create',
        requester.token,
        requestBody(),
      );
      lastPosition = created.position;
      seeding.tick();
    }
    const settled = await call<{ count: number }>(server, 'GET', '/api/batch/requests', {
      token: requester.token,
      headers: { 'x-event-position': lastPosition },
    });
    if (settled.status !== 200) throw new Error(`the requester's list answered ${refusal(settled)}`);
    const { rows: real } = await db.query<{ state: object }>(
      `SELECT state FROM rm_batch_list WHERE requester_id = $1 ORDER BY updated_at DESC LIMIT 1`,
      [requester.id],
    );
    const realState = real[0]?.state;
    const seeded = await seedListRows(db, {
      batches: config.batches - config.realBatches,
      now: new Date(),
      accounts: { requesters: requesterIds, buyers: buyerIds },
      // A real row's folded state (its width is what the table's pages hold), with this row's status.
      state: realState ? (status) => ({ ...realState, value: status }) : undefined,
    });
    await db.query('VACUUM ANALYZE rm_batch_list');
    await db.query('ANALYZE users');
    await db.query('ANALYZE accounts');
    const { rows: sizes } = await db.query<{ n: number; mb: string }>(
      `SELECT count(*)::int AS n, pg_size_pretty(pg_total_relation_size('rm_batch_list')) AS mb FROM rm_batch_list`,
    );
    seeding.done(`${sizes[0].n.toLocaleString('en')} rows, ${sizes[0].mb} with indexes`);
    phases.seed = { ...seeded, rows: sizes[0].n, tableWithIndexes: sizes[0].mb, realRows: config.realBatches };

    const heavyRequester = party(server, 'r', seeded.heavyRequester.id);
    const heavyBuyer = party(server, 'b', seeded.heavyBuyer.id);
    const median = party(server, 'r', requesterIds[Math.floor(requesterIds.length / 2)]);
    const now = new Date();
    const list = (label: string, kind: BatchListKind, who: Party, q: Record<string, string | number> = {}): Target => ({
      label,
      path: listPath(kind, q),
      who,
      sql: (() => {
        const s = listStatements(kind, actorOf(who), q, now).page;
        if (!s) throw new Error(`${label}: no statement`);
        return s;
      })(),
    });
    // A keyset page far into the archive: the cursor of the row 6,000 rows in at 100,000 batches (as a
    // client following next_cursor would hold); declined/canceled rows are archived whatever their age.
    const deepRows = Math.round(config.batches * 0.06);
    const { rows: deepRow } = await db.query<{ key: string; batch_id: string }>(
      `SELECT to_json(updated_at) #>> '{}' AS key, batch_id FROM rm_batch_list
        WHERE status IN ('declined', 'canceled') ORDER BY updated_at DESC, batch_id DESC OFFSET $1 LIMIT 1`,
      [deepRows],
    );
    const cursor = encodeCursor({ ordering: '-updated_at', key: deepRow[0].key, batchId: deepRow[0].batch_id });
    const { rows: numberRow } = await db.query<{ batch_number: string }>(
      `SELECT batch_number FROM rm_batch_list ORDER BY batch_id OFFSET $1 LIMIT 1`,
      [Math.floor(config.batches / 2)],
    );
    const someNumber = numberRow[0].batch_number;
    // A requester with a few dozen batches, found by the last name the console shows.
    const { rows: named } = await db.query<{ last_name: string }>(
      `SELECT u.last_name FROM (SELECT requester_id FROM rm_batch_list GROUP BY requester_id ORDER BY count(*) DESC OFFSET 20 LIMIT 1) r
         JOIN accounts a ON a.id::text = r.requester_id JOIN users u ON u.id = a.user_id`,
    );
    const nameOfMedian = named[0].last_name;
    // The same for a buyer, and a requester's e-mail.
    const { rows: buyerNamed } = await db.query<{ last_name: string; email: string }>(
      `SELECT u.last_name, u.email FROM (SELECT buyer_id FROM rm_batch_list WHERE buyer_id IS NOT NULL GROUP BY buyer_id ORDER BY count(*) DESC OFFSET 2 LIMIT 1) b
         JOIN accounts a ON a.id::text = b.buyer_id JOIN users u ON u.id = a.user_id`,
    );
    const { rows: mailed } = await db.query<{ email: string }>(
      `SELECT u.email FROM (SELECT requester_id FROM rm_batch_list GROUP BY requester_id ORDER BY count(*) DESC OFFSET 20 LIMIT 1) r
         JOIN accounts a ON a.id::text = r.requester_id JOIN users u ON u.id = a.user_id`,
    );
    // A shipped order's purchase-site order id and tracking number, as the projection appends them.
    await db.query(
      `UPDATE rm_batch_list SET search_text = search_text || ' amz-114-7781qx 1z999aa10123456784'
        WHERE batch_id = (SELECT batch_id FROM rm_batch_list ORDER BY batch_id OFFSET $1 LIMIT 1)`,
      [Math.floor(config.batches / 3)],
    );
    const userBatches = (who: Party): Target => ({
      label: `staff: batches of the heaviest ${who.accountType === 'r' ? 'requester' : 'buyer'} (user page)`,
      path: `/api/admin/users/${who.id}/batches`,
      who: staff,
      sql: accountBatchesStatements(who.id, 1, 12).page,
    });

    const targets: Target[] = [
      list('requester dashboard: requests (heaviest requester)', 'requests', heavyRequester),
      list('requester dashboard: orders (heaviest requester)', 'orders', heavyRequester),
      list('requester dashboard: requests (median requester)', 'requests', median),
      list('requester dashboard: group processing', 'orders', heavyRequester, { group: 'processing' }),
      list('requester: archive', 'archived', heavyRequester),
      list('requester: search "rain"', 'requests', heavyRequester, { search: 'rain' }),
      list('buyer dashboard: orders (heaviest buyer)', 'orders', heavyBuyer),
      list('buyer dashboard: requests (heaviest buyer)', 'requests', heavyBuyer),
      list('buyer dashboard: group shipped', 'orders', heavyBuyer, { group: 'shipped' }),
      list('buyer: recent orders', 'recent', heavyBuyer),
      list('staff list: requests, page 1', 'requests', staff),
      list('staff list: orders, page 1', 'orders', staff),
      list('staff list: archive, page 1', 'archived', staff),
      list('staff list: archive, page 500 (offset)', 'archived', staff, { page: 500 }),
      list(`staff list: archive, keyset page ${deepRows.toLocaleString('en')}+ rows in`, 'archived', staff, { cursor }),
      list('staff filter: orders, site_from jp', 'orders', staff, { site_from: 'jp' }),
      list('staff filter: orders, status shipped group', 'orders', staff, { group: 'shipped' }),
      list('staff filter: orders by -created_at', 'orders', staff, { ordering: '-created_at' }),
      list('staff filter: requests, auto workflow', 'requests', staff, { autoWorkFlow: 'true' }),
      list('staff filter: archive, internal remark "noon"', 'archived', staff, { internalRemark: 'noon' }),
      list('staff search: orders "sony"', 'orders', staff, { search: 'sony' }),
      list('staff search: archive "dyson"', 'archived', staff, { search: 'dyson' }),
      list('staff search: archive, a batch number', 'archived', staff, { search: someNumber }),
      list('staff search: requests, a requester name', 'requests', staff, { search: nameOfMedian }),
      list('staff search: requests, a buyer name', 'requests', staff, { search: buyerNamed[0].last_name }),
      list('staff search: requests, a requester e-mail', 'requests', staff, { search: mailed[0].email }),
      list('staff search: orders, a buyer e-mail', 'orders', staff, { search: buyerNamed[0].email }),
      list('staff search: archive, a tracking number', 'archived', staff, { search: '1Z999AA10123456784' }),
      list('staff search: archive, a purchase-site order id', 'archived', staff, { search: 'AMZ-114-7781QX' }),
      userBatches(heavyRequester),
      userBatches(heavyBuyer),
    ].filter((t) => config.only.length === 0 || config.only.some((o) => t.label.startsWith(o)));

    const results: Record<string, unknown> = {};
    for (const t of targets) {
      const first = await call<{ count?: number; count_capped?: boolean }>(server, 'GET', t.path, {
        token: t.who.token,
      });
      if (first.status !== 200) {
        notes.push(`${t.label}: ${t.path} answered ${refusal(first)}; not measured.`);
        continue;
      }
      const ticker = progress.phase(`${t.label}: HTTP, ${config.connections} connections`);
      const httpFigures: LoadFigures = await closedLoop(config.connections, config.seconds * 1000, ticker, async () => {
        const answer = await call(server, 'GET', t.path, { token: t.who.token });
        return answer.status === 200 ? true : refusal(answer);
      });
      const httpLoad = load1();
      ticker.done(`${httpFigures.perSec} req/s, p50 ${httpFigures.p50Ms} ms, p99 ${httpFigures.p99Ms} ms`);
      const sql = await measureSql(pool, t.sql, config.seconds * 1000, progress, t.label);
      const plan = await explain(db, t.sql);
      const count = `${first.body.count ?? '?'}${first.body.count_capped ? '+' : ''}`;
      results[t.label] = { path: t.path, count, http: { ...httpFigures, load: httpLoad }, sql, explain: plan };
      rows.push({
        measure: `${t.label} (\`${t.path.length > 70 ? `${t.path.slice(0, 67)}…` : t.path}\`, count ${count})`,
        value: `HTTP p99 ${httpFigures.p99Ms} ms (p50 ${httpFigures.p50Ms}, ${httpFigures.perSec}/s)`,
        reference: `SQL p99 ${sql.p99Ms} ms (p50 ${sql.p50Ms}, ${sql.perSec}/s); EXPLAIN ${plan.executionMs} ms, ${plan.buffers} buffers`,
        ratio: `load ${sql.load} (SQL)`,
        target: `≤ ${TARGET_MS} ms`,
        met: httpFigures.failed === 0 && httpFigures.p99Ms <= TARGET_MS,
        load: httpLoad,
      });
    }
    phases.queries = results;
    notes.push(
      `${sizes[0].n.toLocaleString('en')} rows in rm_batch_list (${config.realBatches} from requests made through HTTP, the rest bulk rows ` +
        `of test/batch-lists/list-rows.seed.ts carrying a real row's folded state) for ${config.requesters.toLocaleString('en')} requesters ` +
        `and ${config.buyers} buyers with names; heaviest requester ${seeded.heavyRequester.rows.toLocaleString('en')} rows, heaviest buyer ${seeded.heavyBuyer.rows.toLocaleString('en')}.`,
      `Each query: ${config.seconds} s through HTTP at ${config.connections} connections (value; load column = 1-minute load then), ` +
        `then the same statement alone from ${config.connections} pg clients for ${config.seconds} s (reference; its load in the ratio column), then EXPLAIN (ANALYZE, BUFFERS), kept whole in the JSON.`,
      'The HTTP figure includes the per-request cost of the server (guards, session check, read-your-writes, logging, tracing): the SQL figure is what the query itself costs.',
    );
  } finally {
    await pool.end();
    await db.end();
    await server.stop();
    removeServerData(setup);
    await bench.stop();
  }
  return {
    ...runHeader(started, loadAtStart, 'npm run bench:queries'),
    settings,
    config: { ...config, only: config.only.join(',') },
    rows,
    phases,
    notes,
  };
}

runWhenEntry(__filename, runQueriesBench, 'queries', 'Lists and search at size');
