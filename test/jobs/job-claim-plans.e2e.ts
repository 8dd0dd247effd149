import { Client } from 'pg';
import { CLAIM_SQL } from '../../src/platform/jobs/job-worker';
import { executedPlan, type PlanNode } from '../support/query-plans';
import { createTestDatabase } from '../support/test-database';

/** A backlog of another lane's due jobs, as a burst of creates leaves (assignment and e-mails). */
const BACKLOG = 20_000;
const EPOCH = new Date(0);
const NOW = new Date('2026-12-02T08:00:00.000Z');

const blocksOf = (node: PlanNode | undefined) =>
  (node?.['Shared Hit Blocks'] ?? 0) + (node?.['Shared Read Blocks'] ?? 0);

/**
 * A lane's claim (src/platform/jobs/job-worker.ts) reads each of its kinds' oldest due jobs from
 * jobs_kind_due_idx: with an index on (run_at, id) alone, a claim passed over every due job of the
 * kinds it leaves out, and with a backlog PostgreSQL read and sorted every job not done (450-940
 * blocks and 3.5-13 ms a claim at 330 creates a second), so the claims slowed as the backlog grew.
 */
describe('Job claims at a backlog', () => {
  let db: Client;

  beforeAll(async () => {
    db = new Client({ connectionString: await createTestDatabase() });
    await db.connect();
    // Two kinds of the reactions lane, interleaved in log order (run_at = the epoch), and timed jobs.
    await db.query(
      `INSERT INTO jobs (kind, dedupe_key, run_at, payload)
       SELECT CASE WHEN g % 2 = 0 THEN 'test.backlog-a' ELSE 'test.backlog-b' END, 'backlog:' || g, $2, '{}'
         FROM generate_series(1, $1) g`,
      [BACKLOG, EPOCH],
    );
    await db.query(
      `INSERT INTO jobs (kind, dedupe_key, run_at, payload)
       SELECT 'test.timed', 'timed:' || g, $1::timestamptz + g * interval '1 second', '{}' FROM generate_series(-20, 20) g`,
      [NOW],
    );
    await db.query('ANALYZE jobs');
  }, 120_000);
  afterAll(() => db.end());

  /** The claim's plan, run in a transaction rolled back (EXPLAIN ANALYZE takes the rows). */
  async function claimPlan(kinds: string[], limit: number) {
    await db.query('BEGIN');
    try {
      return await executedPlan(db, CLAIM_SQL, [NOW, new Date(NOW.getTime() + 60_000), 'plan-test', kinds, limit]);
    } finally {
      await db.query('ROLLBACK');
    }
  }

  it.each([
    ['a lane whose kinds have no due job', ['test.timed-later', 'test.other']],
    ['a lane leaving out one kind of the backlog', ['test.backlog-b', 'test.timed']],
    ['a lane claiming from the backlog', ['test.backlog-a', 'test.backlog-b']],
  ])('%s reads a few index pages per kind, not the backlog', async (_name, kinds) => {
    const { nodes } = await claimPlan(kinds, 50);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' || n['Node Type'] === 'Bitmap Heap Scan')).toEqual([]);
    expect(nodes.filter((n) => n['Index Name']?.startsWith('jobs_')).map((n) => n['Index Name'])).toContain(
      'jobs_kind_due_idx',
    );
    // Choosing and locking the rows (the statement's part below the update) reads each kind's oldest
    // ones and their heap pages, about 2 blocks a row (78 for 50, 205 for 100 when measured); through
    // the index on (run_at, id) it read the whole backlog, thousands of blocks.
    const choosing = nodes.find((n) => n['Node Type'] === 'Limit');
    expect(blocksOf(choosing)).toBeLessThan(10 + 3 * 50 * kinds.length);
  });

  it('claims the oldest due jobs of all the lane kinds together, and leases them', async () => {
    await db.query('BEGIN');
    try {
      const { rows } = await db.query<{ kind: string; dedupe_key: string; locked_by: string }>(CLAIM_SQL, [
        NOW,
        new Date(NOW.getTime() + 60_000),
        'claim-test',
        ['test.timed', 'test.backlog-b'],
        12,
      ]);
      const keys = rows.map((r) => r.dedupe_key).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      // The backlog's rows are due since the epoch, so they come first; no timed job yet at 12.
      expect(keys).toEqual(Array.from({ length: 12 }, (_, i) => `backlog:${2 * i + 1}`));
      expect(rows.every((r) => r.locked_by === 'claim-test')).toBe(true);
      // With room for more, the due timed jobs follow and the ones not due stay.
      const more = await db.query<{ dedupe_key: string }>(CLAIM_SQL, [
        NOW,
        new Date(NOW.getTime() + 60_000),
        'claim-test',
        ['test.timed'],
        100,
      ]);
      expect(more.rows.map((r) => r.dedupe_key).sort()).toEqual(
        Array.from({ length: 21 }, (_, i) => `timed:${i - 20}`).sort(),
      );
    } finally {
      await db.query('ROLLBACK');
    }
  });
});
