import { Client } from 'pg';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { readModelProjections } from '../../src/batch';
import { renderProgress } from '../../src/platform/projections/rebuild/progress-bar';
import { rebuildProjection, type RebuildProgress } from '../../src/platform/projections/rebuild/projection-rebuilder';
import { PortLogSource } from '../../src/platform/projections/runner/port-log-source';
import { GroupDispatcher } from '../../src/platform/projections/runner/group-dispatcher';
import type { ProjectionMember } from '../../src/platform/projections/runner/projection-member';
import { givenBatch, type GivenStage } from '../support/kit';
import { openProjectionDatabase } from './projection-database';

const KEYS: Record<string, string> = {
  rm_batch_detail: 'batch_id',
  rm_batch_list: 'batch_id',
};

describe('projection rebuild', () => {
  let url: string;
  let store: PostgresEventStore;
  let db: Client;

  beforeAll(async () => {
    ({ url, store, db } = await openProjectionDatabase(4));
  });

  afterAll(async () => {
    await store.close();
    await db.end();
  });

  const rows = async (table: string) =>
    (await db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${KEYS[table]}`)).rows;

  async function caughtUp(runner: ProjectionMember, position: string): Promise<void> {
    const [tx, pos] = position.split('/');
    for (const deadline = Date.now() + 15000; Date.now() < deadline;) {
      const cp = runner.snapshot().checkpoint;
      if (cp && BigInt(cp.tx) >= BigInt(tx) && BigInt(cp.pos) >= BigInt(pos)) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${runner.name} did not catch up`);
  }

  it('replays one member of the live group into fresh tables and swaps them in with identical rows, while the group keeps going', async () => {
    const stages: GivenStage[] = ['requested', 'assigned', 'accepted', 'all_payment_canceled'];
    let head = '';
    for (let i = 0; i < 40; i++)
      head = (
        await givenBatch(store, stages[i % stages.length], {
          requesterId: `req-${i % 3}`,
          at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        })
      ).position;

    // The read models run as one group, as in the application; each is rebuilt alone while the others go on.
    const group = new GroupDispatcher({ databaseUrl: url, group: 'read-models', pollIntervalMs: 50, lockRetryMs: 100 });
    const projections = readModelProjections();
    const members = projections.map((projection) => group.add(projection));
    group.start();
    try {
      for (const [index, projection] of projections.entries()) {
        const runner = members[index];
        await caughtUp(runner, head);
        const before = await Promise.all(projection.tables.map(rows));
        expect(before[0].length).toBeGreaterThan(0);
        const progress: RebuildProgress[] = [];
        const rebuilt = rebuildProjection({
          databaseUrl: url,
          projection,
          batchSize: 25,
          onProgress: (p) => progress.push(p),
        });
        // A write during the rebuild must end up in the swapped tables too (live runner or final catch-up).
        head = (await givenBatch(store, 'assigned', { requesterId: 'req-late', at: '2026-03-01T00:00:00.000Z' }))
          .position;
        const result = await rebuilt;
        expect(result.events).toBeGreaterThan(0);
        expect(progress.at(-1)?.done).toBe(result.events);
        expect(renderProgress(progress.at(-1)!)).toMatch(/\[#+\] 100%/);
        await caughtUp(runner, head);
        const { rows: leftovers } = await db.query(
          `SELECT tablename FROM pg_tables WHERE tablename LIKE '%\\_rebuild' OR tablename LIKE '%\\_old'`,
        );
        expect(leftovers).toEqual([]);
        // The swapped table keeps the storage parameters of the one it replaced (the detail's fillfactor).
        const { rows: options } = await db.query<{ relname: string; reloptions: string[] | null }>(
          `SELECT relname, reloptions FROM pg_class WHERE relname = ANY($1::text[]) ORDER BY relname`,
          [projection.tables],
        );
        expect(options.find((o) => o.relname === 'rm_batch_detail')?.reloptions ?? null).toEqual(
          projection.tables.includes('rm_batch_detail') ? ['fillfactor=80'] : null,
        );
        // The swapped tables come with their statistics (ANALYZE before the swap; autovacuum's own
        // pass would show as last_autoanalyze): the planner knows their rows from the first query.
        const { rows: analyzed } = await db.query<{ relname: string; analyzed: boolean }>(
          `SELECT relname, last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables
            WHERE relname = ANY($1::text[]) ORDER BY relname`,
          [projection.tables],
        );
        expect(analyzed).toEqual([...projection.tables].sort().map((relname) => ({ relname, analyzed: true })));
        const after = await Promise.all(projection.tables.map(rows));
        // Same rows as a live projection that saw every event once: rebuild again on a quiet log and compare.
        await rebuildProjection({ databaseUrl: url, projection });
        const again = await Promise.all(projection.tables.map(rows));
        expect(again).toEqual(after);
        for (const [n, table] of before.entries()) {
          const late = after[n].length - table.length;
          expect(late).toBeGreaterThanOrEqual(1);
          // Every row that existed before is unchanged.
          const byKey = new Map(after[n].map((r) => [r[KEYS[projection.tables[n]]], r]));
          for (const row of table) expect(byKey.get(row[KEYS[projection.tables[n]]])).toEqual(row);
        }
        // The other members took the late write too.
        for (const other of members) await caughtUp(other, head);
      }
    } finally {
      await group.stop();
    }
  });

  it('rebuilds through the port log source (as on EventStoreDB) into the same rows, with a progress total', async () => {
    for (let i = 0; i < 10; i++)
      await givenBatch(store, 'accepted', {
        requesterId: `req-port-${i}`,
        at: new Date(Date.UTC(2026, 4, 1 + i)).toISOString(),
      });
    for (const projection of readModelProjections()) {
      await rebuildProjection({ databaseUrl: url, projection });
      const fromPostgres = await Promise.all(projection.tables.map(rows));
      const progress: RebuildProgress[] = [];
      const result = await rebuildProjection({
        databaseUrl: url,
        projection,
        source: new PortLogSource(store),
        batchSize: 30,
        onProgress: (p) => progress.push(p),
      });
      expect(await Promise.all(projection.tables.map(rows))).toEqual(fromPostgres);
      const {
        rows: [{ n }],
      } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events`);
      expect(result.events).toBe(n);
      expect(progress.at(-1)).toMatchObject({ done: n, total: n });
    }
  });
});
