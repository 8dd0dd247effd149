/**
 * EXPLAIN (ANALYZE, BUFFERS) of every batch list at size, before and after migration
 * 1763899300000-read-model-indexes (its down() gives the before state):
 *
 *   node scripts/run-ts.cjs test/batch-lists/explain-at-size.ts [batches=100000]
 *
 * Starts the embedded PostgreSQL (or uses DATABASE_URL's server), seeds rm_batch_list
 * (list-rows.seed.ts), and prints one line per query and state: plan shape, time, buffers.
 * "Before" runs the SQL the list query sent before the migration (written out below); "after" the
 * statements of src/batch/read/batch-list/batch-list.sql.ts. Not a test: figures for the report.
 */
import 'reflect-metadata';
import { resolve } from 'node:path';
import { Client } from 'pg';
import type { Actor } from '../../src/platform/auth/actor';
import type { BatchListQueryDto } from '../../src/batch/http/dto/batch-list-query.dto';
import { listStatements, type BatchListKind, type Statement } from '../../src/batch/read/batch-list/batch-list.sql';
import { ReadModelIndexes1763899300000 } from '../../migrations/1763899300000-read-model-indexes';
import { startBenchDatabase } from '../bench/bench-database';
import { seedListRows } from './list-rows.seed';

const NOW = new Date('2026-11-24T12:00:00Z');
const CUTOFF = new Date(NOW.getTime() - 7 * 24 * 3600 * 1000);
const ARCHIVED = ['declined', 'canceled'];
const COMPLETED = ['completed', 'refunded', 'all_refunded', 'all_abandoned', 'all_payment_canceled'];

/** The SQL before the migration (batch-list.query.ts at fcc401f), for the filters the scenarios use. */
function before(kind: BatchListKind, actor: Actor, q: BatchListQueryDto): Statement[] {
  const values: unknown[] = [];
  const p = (v: unknown) => `$${values.push(v)}`;
  const c: string[] = [];
  if (actor.role === 'requester') c.push(`requester_id = ${p(actor.id)}`);
  if (actor.role === 'buyer') c.push(`buyer_id = ${p(actor.id)}`);
  const archived = `(status = ANY(${p(ARCHIVED)}) OR (status = ANY(${p(COMPLETED)}) AND updated_at < ${p(CUTOFF)}))`;
  if (kind === 'archived') c.push(archived);
  else c.push(`type = ${p(kind)} AND NOT ${archived}`);
  if (q.group) c.push(`status = ANY(${p(GROUPS[q.group])})`);
  if (q.search) c.push(`search_text LIKE ${p(`%${q.search.toLowerCase()}%`)}`);
  if (q.site_from) c.push(`lower(site_from) = ${p(q.site_from)}`);
  const where = `WHERE ${c.map((x) => `(${x})`).join(' AND ')}`;
  const order = q.ordering === '-created_at' ? 'created_at DESC NULLS LAST' : 'updated_at DESC NULLS LAST';
  const count = { text: `SELECT count(*)::text AS n FROM rm_batch_list ${where}`, values: [...values] };
  const size = q.page_size ?? 12;
  const rows = {
    text: `SELECT batch_id, batch_number, type, status, status_code, step, requester_id, buyer_id, site_from, site_to, purchase_type,
              internal_remark, refund_request, auto_workflow, item_count, purchased_items, total::text AS total, currency, created_at, updated_at
         FROM rm_batch_list ${where} ORDER BY ${order}, batch_id LIMIT ${p(size)} OFFSET ${p(((q.page ?? 1) - 1) * size)}`,
    values,
  };
  return [count, rows];
}

const GROUPS: Record<string, string[]> = { shipped: ['item_sent', 'arrived_local_warehouse', 'courier_delivery'] };

interface Scenario {
  name: string;
  kind: BatchListKind;
  actor: Actor;
  q: BatchListQueryDto;
}

export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Node types (with the index) outermost first, e.g. "Limit > Merge Append > Index Only Scan(x)". */
export function shape(node: PlanNode): string {
  const here = node['Index Name'] ? `${node['Node Type']}(${node['Index Name']})` : node['Node Type'];
  const children = (node.Plans ?? []).map(shape);
  if (children.length === 0) return here;
  return children.length === 1 ? `${here} > ${children[0]}` : `${here} > [${children.join(' | ')}]`;
}

async function explain(client: Client, s: Statement): Promise<string> {
  const { rows } = await client.query<{
    'QUERY PLAN': [{ Plan: PlanNode & Record<string, number>; 'Execution Time': number }];
  }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, s.values);
  const [top] = rows[0]['QUERY PLAN'];
  const hit = top.Plan['Shared Hit Blocks'] ?? 0;
  const read = top.Plan['Shared Read Blocks'] ?? 0;
  return `${top['Execution Time'].toFixed(1)} ms, ${hit + read} buffers: ${shape(top.Plan)}`;
}

async function main(): Promise<void> {
  const batches = Number(process.argv[2] ?? 100_000);
  const db = await startBenchDatabase();
  try {
    const url = await db.createDatabase('lists');
    const client = new Client({ connectionString: url });
    await client.connect();
    const migration = new ReadModelIndexes1763899300000();
    const runner = { query: (text: string) => client.query(text) } as never;
    await migration.down(runner);
    const seeded = await seedListRows(client, { batches, now: NOW });
    await client.query('VACUUM ANALYZE rm_batch_list');
    console.log(`${batches} batches:`, JSON.stringify(seeded));
    const requester: Actor = { id: seeded.heavyRequester.id, role: 'requester' } as Actor;
    const buyer: Actor = { id: seeded.heavyBuyer.id, role: 'buyer' } as Actor;
    const staff: Actor = { id: 'staff', role: 'staff' } as Actor;
    const scenarios: Scenario[] = [
      { name: 'requester dashboard: requests, page 1', kind: 'requests', actor: requester, q: {} as BatchListQueryDto },
      { name: 'requester dashboard: orders, page 1', kind: 'orders', actor: requester, q: {} as BatchListQueryDto },
      {
        name: 'requester: search "rain"',
        kind: 'requests',
        actor: requester,
        q: { search: 'rain' } as BatchListQueryDto,
      },
      { name: 'buyer dashboard: orders, page 1', kind: 'orders', actor: buyer, q: {} as BatchListQueryDto },
      { name: 'buyer dashboard: requests, page 1', kind: 'requests', actor: buyer, q: {} as BatchListQueryDto },
      { name: 'staff: orders, page 1', kind: 'orders', actor: staff, q: {} as BatchListQueryDto },
      { name: 'staff: requests, page 1', kind: 'requests', actor: staff, q: {} as BatchListQueryDto },
      { name: 'staff: archive, page 1', kind: 'archived', actor: staff, q: {} as BatchListQueryDto },
      { name: 'staff: archive, page 500', kind: 'archived', actor: staff, q: { page: 500 } as BatchListQueryDto },
      {
        name: 'staff: orders, group shipped',
        kind: 'orders',
        actor: staff,
        q: { group: 'shipped' } as BatchListQueryDto,
      },
      {
        name: 'staff: orders, site_from jp',
        kind: 'orders',
        actor: staff,
        q: { site_from: 'jp' } as BatchListQueryDto,
      },
      {
        name: 'staff: orders by -created_at',
        kind: 'orders',
        actor: staff,
        q: { ordering: '-created_at' } as BatchListQueryDto,
      },
      {
        name: 'staff: archive search "dyson"',
        kind: 'archived',
        actor: staff,
        q: { search: 'dyson' } as BatchListQueryDto,
      },
      {
        name: 'staff: archive search number',
        kind: 'archived',
        actor: staff,
        q: { search: 'BN20260301' } as BatchListQueryDto,
      },
      { name: 'staff: orders search "sony"', kind: 'orders', actor: staff, q: { search: 'sony' } as BatchListQueryDto },
    ];
    const report = async (label: string, statements: (s: Scenario) => Statement[]) => {
      console.log(`\n## ${label}`);
      for (const s of scenarios) {
        const [count, rows] = statements(s);
        // Twice: the first run warms the cache, the second is reported.
        await explain(client, count);
        await explain(client, rows);
        console.log(`- ${s.name}\n  count: ${await explain(client, count)}\n  rows:  ${await explain(client, rows)}`);
      }
    };
    await report('before', (s) => before(s.kind, s.actor, s.q));
    await migration.up(runner);
    await client.query('VACUUM ANALYZE rm_batch_list');
    await report('after', (s) => {
      const st = listStatements(s.kind, s.actor, s.q, NOW);
      return st.count && st.rows ? [st.count, st.rows] : [];
    });
    await client.end();
  } finally {
    await db.stop();
  }
}

// Only when run as a script: the query bench imports shape() from here, and must not start this.
if (process.argv[1] && resolve(process.argv[1]) === __filename) void main();
