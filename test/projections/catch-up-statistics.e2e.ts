import { Client } from 'pg';
import { readModelProjections } from '../../src/batch';
import { analyzeTables } from '../../src/platform/projections/runner/catch-up-statistics';
import { GroupDispatcher } from '../../src/platform/projections/runner/group-dispatcher';
import type { ProjectionMember } from '../../src/platform/projections/runner/projection-member';
import { givenBatch } from '../support/kit';
import { projectionDatabaseOfSuite } from './projection-database';

describe('read models: statistics after a long catch-up', () => {
  const suite = projectionDatabaseOfSuite(4);

  async function caughtUp(members: ProjectionMember[], position: string): Promise<void> {
    const [tx, pos] = position.split('/').map(BigInt);
    for (const deadline = Date.now() + 15000; Date.now() < deadline;) {
      const behind = members.filter((m) => {
        const cp = m.snapshot().checkpoint;
        return !cp || BigInt(cp.tx) < tx || (BigInt(cp.tx) === tx && BigInt(cp.pos) < pos);
      });
      if (behind.length === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the read models did not catch up');
  }

  /** Manual ANALYZEs of a table (autovacuum's own are counted apart, in autoanalyze_count). */
  const analyzes = async (table: string) =>
    Number(
      (
        await suite.db.query<{ n: string }>(`SELECT analyze_count AS n FROM pg_stat_user_tables WHERE relname = $1`, [
          table,
        ])
      ).rows[0].n,
    );
  const listAnalyzes = () => analyzes('rm_batch_list');

  it('analyzes the tables once a catch-up of many events reaches the log end, and not after live slices', async () => {
    let head = '';
    for (let i = 0; i < 30; i++)
      head = (await givenBatch(suite.store, 'accepted', { requesterId: `req-${i % 4}` })).position;
    const group = new GroupDispatcher({
      databaseUrl: suite.url,
      group: 'read-models',
      pollIntervalMs: 50,
      lockRetryMs: 100,
      batchSize: 10,
      maxBatchSize: 10,
      analyzeAfterEvents: 50,
    });
    const members = readModelProjections().map((projection) => group.add(projection));
    expect(await listAnalyzes()).toBe(0);
    group.start();
    try {
      await caughtUp(members, head);
      // The catch-up read 30 batches' events in slices of 10, then its last slice ended it.
      for (const deadline = Date.now() + 5000; (await listAnalyzes()) === 0 && Date.now() < deadline;)
        await new Promise((r) => setTimeout(r, 20));
      expect(await listAnalyzes()).toBe(1);
      const { rows } = await suite.db.query<{ relname: string }>(
        `SELECT relname FROM pg_stat_user_tables WHERE relname LIKE 'rm\\_%' AND last_analyze IS NOT NULL`,
      );
      const tables = members.flatMap((m) => m.projection.tables);
      expect(tables).toContain('rm_batch_detail');
      expect(rows.map((r) => r.relname).sort()).toEqual([...new Set(tables)].sort());

      // Live writes come in short slices: they leave the statistics to autovacuum.
      for (let i = 0; i < 3; i++) {
        head = (await givenBatch(suite.store, 'requested', { requesterId: 'req-live' })).position;
        await caughtUp(members, head);
      }
      await new Promise((r) => setTimeout(r, 200));
      expect(await listAnalyzes()).toBe(1);
    } finally {
      await group.stop();
    }
  });
  it('gives a table up after a second when a vacuum holds it, and analyzes the others', async () => {
    const holder = new Client({ connectionString: suite.url });
    const analyzer = new Client({ connectionString: suite.url });
    await Promise.all([holder.connect(), analyzer.connect()]);
    const before = await listAnalyzes();
    const detailBefore = await analyzes('rm_batch_detail');
    try {
      // The lock a VACUUM or another ANALYZE holds on its table.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE rm_batch_list IN SHARE UPDATE EXCLUSIVE MODE');
      const logged: string[] = [];
      const started = Date.now();
      await analyzeTables(analyzer, ['rm_batch_list', 'rm_batch_detail'], (m) => logged.push(m));
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(logged).toEqual([expect.stringMatching(/^ANALYZE rm_batch_list after a catch-up: .*lock timeout/)]);
      expect(await listAnalyzes()).toBe(before);
      expect(await analyzes('rm_batch_detail')).toBe(detailBefore + 1);
      // The connection is usable afterwards (no transaction left open).
      expect(
        (await analyzer.query<{ open: boolean }>(`SELECT now() <> statement_timestamp() AS open`)).rows[0].open,
      ).toBe(false);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await Promise.all([holder.end(), analyzer.end()]);
    }
  });
});
