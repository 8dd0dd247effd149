import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import type { EventLogSource } from '../../src/platform/projections/runner/event-log-source';
import { PortLogSource } from '../../src/platform/projections/runner/port-log-source';
import type { LoggedEvent, Projection, ProjectionContext } from '../../src/platform/projections/runner/projection';
import { parsePosition } from '../../src/platform/projections/runner/position';
import { SubscriptionRunner } from '../../src/platform/projections/runner/subscription-runner';
import { openProjectionDatabase } from './projection-database';

/** Counts how often each event was applied: any value above 1 is a duplicate effect. */
class CountingProjection implements Projection {
  readonly tables = ['test_applied'];
  /** The nth event this instance meets fails, and keeps failing on every retry (a crash, not a blip). */
  failAt: number | null = null;
  private failing: string | null = null;
  seen = 0;
  constructor(readonly name: string) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    for (const event of events) await this.apply(event, ctx);
  }

  private async apply(event: LoggedEvent, ctx: ProjectionContext): Promise<void> {
    this.seen += 1;
    if (this.failAt !== null && this.seen === this.failAt) this.failing = event.eventId;
    // The dispatcher applies a failed slice once more with savepoints before it parks the member.
    if (event.eventId === this.failing) throw new Error('simulated crash in the middle of a batch');
    await ctx.client.query(
      `INSERT INTO ${ctx.table('test_applied')} (event_id, applied) VALUES ($1, 1)
       ON CONFLICT (event_id) DO UPDATE SET applied = ${ctx.table('test_applied')}.applied + 1`,
      [event.eventId],
    );
  }
}

// Every runner test runs with both log sources: the PostgreSQL one (es_events in the runner's own
// transaction) and the port one (EventStore.readAll/subscribe, what EVENT_STORE=eventstoredb uses),
// here over the PostgreSQL adapter so the two are held to the same results.
describe.each([
  ['the PostgreSQL log source', (): EventLogSource | undefined => undefined],
  ['the port log source', (store: PostgresEventStore): EventLogSource | undefined => new PortLogSource(store)],
])('SubscriptionRunner with %s', (_label, sourceFor) => {
  let url: string;
  let store: PostgresEventStore;
  let db: Client;
  const runners: SubscriptionRunner[] = [];

  beforeAll(async () => {
    ({ url, store, db } = await openProjectionDatabase(4));
    await db.query(`CREATE TABLE test_applied (event_id uuid PRIMARY KEY, applied int NOT NULL)`);
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await db.query(`TRUNCATE test_applied`);
  });

  afterAll(async () => {
    await store.close();
    await db.end();
  });

  const runner = (projection: Projection, lockRetryMs = 100, pollIntervalMs = 50) => {
    const r = new SubscriptionRunner({
      databaseUrl: url,
      projection,
      source: sourceFor(store),
      pollIntervalMs,
      lockRetryMs,
      batchSize: 50,
    });
    runners.push(r);
    return r;
  };

  async function appendMany(n: number): Promise<string> {
    let position = '';
    for (let i = 0; i < n; i += 25) {
      const events = Array.from({ length: Math.min(25, n - i) }, (_, k) => ({
        eventId: randomUUID(),
        type: 'TestHappened',
        data: { k: i + k },
      }));
      position = (await store.append(`test-${randomUUID()}`, events, { expectedRevision: 'no_stream' })).position;
    }
    return position;
  }

  async function waitForCheckpoint(name: string, position: string, timeoutMs = 15000): Promise<void> {
    const target = parsePosition(position)!;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await db.query<{ pos: string; tx: string }>(
        `SELECT global_position::text AS pos, transaction_id::text AS tx FROM es_checkpoints WHERE subscription_id = $1`,
        [`projection:${name}`],
      );
      if (rows[0] && BigInt(rows[0].tx) >= BigInt(target.tx!) && BigInt(rows[0].pos) >= BigInt(target.pos)) return;
      if (Date.now() > deadline) throw new Error(`checkpoint of ${name} did not reach ${position}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const applied = async () =>
    (
      await db.query<{ n: number; dup: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE applied <> 1)::int AS dup FROM test_applied`,
      )
    ).rows[0];

  it('applies every event exactly once across a crash and a restart mid-stream', async () => {
    const name = `count-${randomUUID().slice(0, 8)}`;
    const before = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events`)).rows[0].n);
    const head = await appendMany(300);
    const first = new CountingProjection(name);
    first.failAt = 140; // inside the third batch of 50: that batch must roll back whole
    const r1 = runner(first);
    const crashed = new Promise<void>((resolve) => r1.once('failed', () => resolve()));
    r1.start();
    await crashed;
    await r1.stop();
    const partial = await applied();
    expect(partial.n).toBe(100);
    expect(partial.dup).toBe(0);

    const r2 = runner(new CountingProjection(name));
    r2.start();
    await waitForCheckpoint(name, head);
    const all = await applied();
    expect(all).toEqual({ n: before + 300, dup: 0 });
  });

  it('keeps a second runner passive while the first holds the advisory lock, then takes over', async () => {
    const name = `lock-${randomUUID().slice(0, 8)}`;
    const a = runner(new CountingProjection(name));
    const b = runner(new CountingProjection(name));
    a.start();
    await new Promise<void>((resolve) => a.once('active', () => resolve()));
    b.start();
    const head1 = await appendMany(60);
    await waitForCheckpoint(name, head1);
    expect(b.snapshot().state).toBe('passive');
    expect(b.snapshot().processed).toBe(0);

    const takeover = new Promise<void>((resolve) => b.once('active', () => resolve()));
    await a.stop();
    await takeover;
    const head2 = await appendMany(40);
    await waitForCheckpoint(name, head2);
    expect(b.snapshot().processed).toBeGreaterThanOrEqual(40);
    expect((await applied()).dup).toBe(0);
  });

  it("is woken by another process's append once caught up, long before its next poll", async () => {
    const name = `watch-${randomUUID().slice(0, 8)}`;
    const r = runner(new CountingProjection(name), 100, 600_000);
    r.start();
    await waitForCheckpoint(name, await appendMany(5));
    // The watch starts after catching up; let it settle, then append from a separate store (another process's pool).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = new PostgresEventStore(url, { poolSize: 1 });
    try {
      const { position } = await other.append(
        `test-${randomUUID()}`,
        [{ eventId: randomUUID(), type: 'TestHappened', data: {} }],
        { expectedRevision: 'no_stream' },
      );
      await waitForCheckpoint(name, position, 10_000);
    } finally {
      await other.close();
    }
  });
});
