import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { READ_ALL_AFTER_SQL } from '../../src/platform/event-store/postgres/append-events.sql';
import { decodePgPosition } from '../../src/platform/event-store/postgres/pg-position';
import {
  BACKLOG_SQL,
  NEWEST_AFTER_SQL,
  PostgresLogSource,
} from '../../src/platform/projections/runner/postgres-log-source';
import { openProjectionDatabase, type ProjectionDatabase } from './projection-database';

/** Events already in the log before the test's own: enough pages that a scan of the table shows. */
const HISTORY = 20_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The dispatchers' statements on the log run for every slice (and their probes between slices): each
 * must reach the log's end through es_events_tx_position whatever the log's length. A row comparison
 * or `>= xmin` the planner cannot estimate once made it scan the table from its oldest row, where
 * nothing after a checkpoint is: a whole-log read per slice, growing with the log.
 */
describe('The log reads of the projection dispatchers', () => {
  let pg: ProjectionDatabase;
  const source = new PostgresLogSource();
  let head: { tx: string; pos: string };
  let beforeHead: { tx: string; pos: string };

  beforeAll(async () => {
    pg = await openProjectionDatabase(2);
    await pg.db.query(
      `INSERT INTO es_streams (stream_id, stream_type, revision) SELECT 'plan-' || g, 'plan', 0 FROM generate_series(1, $1) g`,
      [HISTORY],
    );
    // In many transactions, as a log is written.
    for (let from = 1; from <= HISTORY; from += HISTORY / 100)
      await pg.db.query(
        `INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data)
         SELECT 'plan-' || g, 0, gen_random_uuid(), 'PlanHappened', jsonb_build_object('n', g, 'pad', repeat('x', 200))
           FROM generate_series($1::int, $2::int) g`,
        [from, from + HISTORY / 100 - 1],
      );
    const stream = `plan-live-${randomUUID()}`;
    const first = await pg.store.append(stream, [{ eventId: randomUUID(), type: 'PlanHappened', data: {} }], {
      expectedRevision: 'no_stream',
    });
    const last = await pg.store.append(stream, [{ eventId: randomUUID(), type: 'PlanHappened', data: {} }], {
      expectedRevision: 0,
    });
    const toPair = (position: string) => {
      const p = decodePgPosition(position);
      return { tx: p.transactionId, pos: p.globalPosition };
    };
    beforeHead = toPair(first.position);
    head = toPair(last.position);
  });

  afterAll(async () => {
    await pg.db.end();
    await pg.store.close();
  });

  async function explain(sql: string, params: unknown[]): Promise<PlanNode[]> {
    const { rows } = await pg.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
      params,
    );
    return nodesOf(rows[0]['QUERY PLAN'][0].Plan);
  }

  async function genericPlan(sql: string): Promise<PlanNode[]> {
    const { rows } = await pg.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${sql}`,
    );
    return nodesOf(rows[0]['QUERY PLAN'][0].Plan);
  }

  const scansOfTheLog = (nodes: PlanNode[]) =>
    nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'es_events');

  const statements = [
    {
      name: 'the slice read (with its held-back check)',
      sql: READ_ALL_AFTER_SQL,
      params: () => [head.tx, head.pos, 100],
    },
    {
      name: 'the probe for more after a position',
      sql: NEWEST_AFTER_SQL,
      params: () => [beforeHead.tx, beforeHead.pos],
    },
    {
      name: 'the backlog count of the lag report',
      sql: BACKLOG_SQL,
      params: () => [beforeHead.tx, beforeHead.pos, 10_000],
    },
  ];

  async function expectIndexed(sql: string, params: unknown[]) {
    const run = await explain(sql, params);
    expect(scansOfTheLog(run)).toEqual([]);
    // The top node's buffers include its children's: a handful of index and heap pages, not the table's.
    const blocks = (run[0]['Shared Hit Blocks'] ?? 0) + (run[0]['Shared Read Blocks'] ?? 0);
    expect(blocks).toBeLessThan(100);
    expect(scansOfTheLog(await genericPlan(sql))).toEqual([]);
  }

  // First with the statistics of an empty log (a log that grew since autovacuum last analysed it).
  it.each(statements)('$name reads the log through its index, not from its oldest row', async ({ sql, params }) => {
    await expectIndexed(sql, params());
  });

  it.each(statements)('$name does so with the statistics of the grown log too', async ({ sql, params }) => {
    await pg.db.query('ANALYZE es_events');
    await expectIndexed(sql, params());
  });

  it('answers as before: more after the event before the head, nothing after the head, nothing held back', async () => {
    await expect(source.hasEventsAfter(pg.db, beforeHead)).resolves.toBe(true);
    await expect(source.hasEventsAfter(pg.db, head)).resolves.toBe(false);
    const { rows } = await pg.db.query<{ held_back: boolean; event_id: string | null }>(READ_ALL_AFTER_SQL, [
      beforeHead.tx,
      beforeHead.pos,
      100,
    ]);
    expect(rows.map((r) => r.held_back)).toEqual([false]);
    expect(rows.filter((r) => r.event_id !== null)).toHaveLength(1);
    await expect(source.backlog(pg.db, beforeHead, 10_000)).resolves.toMatchObject({ events: 1 });
  });

  it('still says events are held back behind a transaction that is running', async () => {
    const open = new Client({ connectionString: pg.url });
    await open.connect();
    try {
      await open.query('BEGIN');
      await open.query('SELECT pg_current_xact_id()');
      // Committed while `open` runs: younger than the horizon, so held back.
      await pg.store.append(`plan-held-${randomUUID()}`, [{ eventId: randomUUID(), type: 'PlanHappened', data: {} }], {
        expectedRevision: 'no_stream',
      });
      const { rows } = await pg.db.query<{ held_back: boolean }>(READ_ALL_AFTER_SQL, [head.tx, head.pos, 100]);
      expect(rows[0].held_back).toBe(true);
    } finally {
      await open.query('ROLLBACK');
      await open.end();
    }
  });
});
