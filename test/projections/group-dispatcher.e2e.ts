import { randomUUID } from 'node:crypto';
import { Client, type ClientBase } from 'pg';
import { createDataSource, migrate } from '../../src/platform/database/data-source';
import { WrongExpectedRevisionError } from '../../src/platform/event-store/event-store.errors';
import { APPEND_SQL, EXPECTED_CODE } from '../../src/platform/event-store/postgres/append-events.sql';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import type { EventLogSource } from '../../src/platform/projections/runner/event-log-source';
import { GroupDispatcher } from '../../src/platform/projections/runner/group-dispatcher';
import { PortLogSource } from '../../src/platform/projections/runner/port-log-source';
import { PostgresLogSource } from '../../src/platform/projections/runner/postgres-log-source';
import type { LoggedEvent, Projection, ProjectionContext } from '../../src/platform/projections/runner/projection';
import type { ProjectionMember } from '../../src/platform/projections/runner/projection-member';
import {
  comparePositions,
  ORIGIN,
  parsePosition,
  type LogPosition,
} from '../../src/platform/projections/runner/position';
import { eventually } from '../support/kit';
import { createTestDatabase } from '../support/test-database';

/** The real source, counting how often the dispatcher reads the log and how often it only asks for the head. */
class CountingSource implements EventLogSource {
  reads = 0;
  nonEmptyReads = 0;
  headChecks = 0;
  /** Reads on the dispatcher's read-ahead connection (slice-read-ahead.ts), not its own. */
  readsAhead = 0;
  constructor(private readonly inner: EventLogSource) {}

  async readAfter(client: ClientBase, after: LogPosition, limit: number) {
    this.reads += 1;
    const name = (client as ClientBase & { connectionParameters?: { application_name?: string } }).connectionParameters
      ?.application_name;
    if (name?.startsWith('read-ahead:')) this.readsAhead += 1;
    const result = await this.inner.readAfter(client, after, limit);
    if (result.events.length > 0) this.nonEmptyReads += 1;
    return result;
  }
  hasEventsAfter(client: ClientBase, after: LogPosition) {
    this.headChecks += 1;
    return this.inner.hasEventsAfter(client, after);
  }
  backlog: EventLogSource['backlog'] = (db, after, cap) => this.inner.backlog(db, after, cap);
  count: EventLogSource['count'] = (db) => this.inner.count(db);
  readStreams: EventLogSource['readStreams'] = (client, upTo) => this.inner.readStreams(client, upTo);
  resolveBarePosition: EventLogSource['resolveBarePosition'] = (db, p) => this.inner.resolveBarePosition(db, p);
  watch: EventLogSource['watch'] = (client, after, onAppend) => this.inner.watch(client, after, onAppend);
}

/** Records every application per (member, event): any count above 1 is a duplicate effect. */
class RecordingProjection implements Projection {
  readonly tables = ['test_group_applied'];
  calls = 0;
  failing = false;
  constructor(readonly name: string) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    this.calls += 1;
    await ctx.client.query(
      `INSERT INTO test_group_applied (member, event_id, applied)
       SELECT $1, unnest($2::uuid[]), 1
       ON CONFLICT (member, event_id) DO UPDATE SET applied = test_group_applied.applied + 1`,
      [this.name, events.map((e) => e.eventId)],
    );
    // Fails after writing: the savepoint must take the write back.
    if (this.failing) throw new Error(`${this.name} cannot handle this`);
  }
}

/** Acts only on events whose data carries its `pick` token, and says so (`selects`): other slices need no transaction. */
class PickingProjection implements Projection {
  readonly tables = ['test_group_applied'];
  handled = 0;
  constructor(
    readonly name: string,
    private readonly pick: string,
  ) {}

  selects(event: LoggedEvent): boolean {
    return (event.data as { pick?: string }).pick === this.pick;
  }

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const picked = events.filter((e) => this.selects(e));
    this.handled += picked.length;
    if (picked.length === 0) return;
    await ctx.client.query(
      `INSERT INTO test_group_applied (member, event_id, applied)
       SELECT $1, unnest($2::uuid[]), 1
       ON CONFLICT (member, event_id) DO UPDATE SET applied = test_group_applied.applied + 1`,
      [this.name, picked.map((e) => e.eventId)],
    );
  }
}

/** Records each application with a sequence number, so the order a member saw per stream can be checked. */
class OrderProjection implements Projection {
  readonly tables = ['test_group_order'];
  constructor(readonly name: string) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    await ctx.client.query(
      `INSERT INTO test_group_order (member, event_id, stream_id, revision)
       SELECT $1, e.id, e.stream, e.revision FROM unnest($2::uuid[], $3::text[], $4::int[]) WITH ORDINALITY AS e(id, stream, revision, i)
       ORDER BY e.i`,
      [this.name, events.map((e) => e.eventId), events.map((e) => e.streamId), events.map((e) => e.streamRevision)],
    );
  }
}

describe.each([
  ['the PostgreSQL log source', (): EventLogSource => new PostgresLogSource()],
  ['the port log source', (store: PostgresEventStore): EventLogSource => new PortLogSource(store)],
])('GroupDispatcher with %s', (_label, sourceFor) => {
  let url: string;
  let store: PostgresEventStore;
  let db: Client;
  const dispatchers: GroupDispatcher[] = [];

  beforeAll(async () => {
    url = await createTestDatabase();
    const ds = createDataSource(url, { poolSize: 2 });
    await ds.initialize();
    await migrate(ds);
    await ds.destroy();
    store = new PostgresEventStore(url, { poolSize: 4 });
    db = new Client({ connectionString: url });
    await db.connect();
    await db.query(
      `CREATE TABLE test_group_applied (member text, event_id uuid, applied int NOT NULL, PRIMARY KEY (member, event_id))`,
    );
    await db.query(
      `CREATE TABLE test_group_order (seq bigserial, member text, event_id uuid, stream_id text, revision int)`,
    );
    // Every write of a checkpoint row, to count them.
    await db.query(`CREATE TABLE test_checkpoint_writes (subscription_id text)`);
    await db.query(`CREATE FUNCTION test_count_checkpoint_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_checkpoint_writes VALUES (NEW.subscription_id); RETURN NEW; END $$`);
    await db.query(`CREATE TRIGGER test_checkpoint_writes AFTER UPDATE ON es_checkpoints
      FOR EACH ROW EXECUTE FUNCTION test_count_checkpoint_write()`);
  });

  afterEach(async () => {
    await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
  });

  afterAll(async () => {
    await store.close();
    await db.end();
  });

  const dispatcher = (
    group: string,
    source: EventLogSource,
    options: { retryDelaysMs?: number[]; checkpointFlushMs?: number } = {},
  ) => {
    const d = new GroupDispatcher({
      databaseUrl: url,
      group,
      source,
      batchSize: 50,
      pollIntervalMs: 50,
      lockRetryMs: 100,
      ...options,
    });
    dispatchers.push(d);
    return d;
  };

  async function appendMany(n: number, data: Record<string, unknown> = {}): Promise<string> {
    let position = '';
    for (let i = 0; i < n; i += 25) {
      const events = Array.from({ length: Math.min(25, n - i) }, (_, k) => ({
        eventId: randomUUID(),
        type: 'TestHappened',
        data: { k: i + k, ...data },
      }));
      position = (await store.append(`test-${randomUUID()}`, events, { expectedRevision: 'no_stream' })).position;
    }
    return position;
  }

  const logSize = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events`)).rows[0].n;

  async function reached(name: string, position: string): Promise<boolean> {
    const target = parsePosition(position)!;
    const { rows } = await db.query<{ pos: string; tx: string }>(
      `SELECT global_position::text AS pos, transaction_id::text AS tx FROM es_checkpoints WHERE subscription_id = $1`,
      [`projection:${name}`],
    );
    return (
      !!rows[0] && comparePositions({ tx: rows[0].tx, pos: rows[0].pos }, { tx: target.tx!, pos: target.pos }) >= 0
    );
  }

  const writesOf = async (name: string): Promise<number> =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM test_checkpoint_writes WHERE subscription_id = $1`,
        [`projection:${name}`],
      )
    ).rows[0].n;

  const rowOf = async (name: string): Promise<LogPosition | null> => {
    const { rows } = await db.query<{ pos: string; tx: string }>(
      `SELECT global_position::text AS pos, transaction_id::text AS tx FROM es_checkpoints WHERE subscription_id = $1`,
      [`projection:${name}`],
    );
    return rows[0] ? { tx: rows[0].tx, pos: rows[0].pos } : null;
  };

  const at = (position: string): LogPosition => {
    const p = parsePosition(position)!;
    return { tx: p.tx!, pos: p.pos };
  };

  /** Where the member stands in this dispatcher's memory (which may be ahead of its row). */
  const inMemoryReach = (member: ProjectionMember, position: string) =>
    eventually(() => comparePositions(member.snapshot().checkpoint ?? ORIGIN, at(position)) >= 0, {
      what: `${member.name} at ${position} in memory`,
    });

  const allReach = (names: string[], position: string) =>
    eventually(async () => (await Promise.all(names.map((n) => reached(n, position)))).every(Boolean), {
      what: `${names.join(', ')} at ${position}`,
    });

  const applied = async (member: string) =>
    (
      await db.query<{ n: number; dup: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE applied <> 1)::int AS dup FROM test_group_applied WHERE member = $1`,
        [member],
      )
    ).rows[0];

  const names = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${prefix}-${i}-${randomUUID().slice(0, 8)}`);

  it('reads each slice once and applies it to every member exactly once, with one checkpoint per member', async () => {
    const source = new CountingSource(sourceFor(store));
    const members = names('all', 3).map((n) => new RecordingProjection(n));
    const d = dispatcher(`g-${randomUUID()}`, source);
    for (const m of members) d.add(m);
    const head = await appendMany(300);
    d.start();
    await allReach(
      members.map((m) => m.name),
      head,
    );
    const total = await logSize();
    for (const m of members) {
      expect(await applied(m.name)).toEqual({ n: total, dup: 0 });
      // Every slice read went to every member: no member read the log on its own.
      expect(m.calls).toBe(source.nonEmptyReads);
    }
    expect(source.nonEmptyReads).toBe(Math.ceil(total / 50));
    const { rows } = await db.query<{ cp: string }>(
      `SELECT DISTINCT transaction_id::text || '/' || global_position AS cp FROM es_checkpoints WHERE subscription_id = ANY($1)`,
      [members.map((m) => `projection:${m.name}`)],
    );
    expect(rows).toHaveLength(1);
  });

  it('reads the next slice ahead on a connection of its own while catching up, and skips no event a writer commits later below it', async () => {
    const source = new CountingSource(sourceFor(store));
    const members = names('ahead', 2).map((n) => new RecordingProjection(n));
    const d = dispatcher(`g-${randomUUID()}`, source);
    for (const m of members) d.add(m);
    const before = await appendMany(200);
    // A writer whose transaction stays open: its event lies below the ones appended after it, which
    // commit first; reading past them would lose it for good.
    const writer = new Client({ connectionString: url });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(APPEND_SQL, [
        `test-${randomUUID()}`,
        'test',
        EXPECTED_CODE.no_stream,
        [randomUUID()],
        ['TestHappened'],
        [1],
        ['{}'],
        ['{}'],
      ]);
      const head = await appendMany(200);
      d.start();
      await allReach(
        members.map((m) => m.name),
        before,
      );
      // Several more looks at the log (reads, or head checks where the source hides what is held
      // back) with the later events committed and the writer open: still held back.
      const looks = () => source.reads + source.headChecks;
      const seen = looks();
      await eventually(() => looks() >= seen + 3);
      for (const m of members) expect(await reached(m.name, head)).toBe(false);
      await writer.query('COMMIT');
      await allReach(
        members.map((m) => m.name),
        head,
      );
    } finally {
      await writer.end();
    }
    const total = await logSize();
    for (const m of members) expect(await applied(m.name)).toEqual({ n: total, dup: 0 });
    // The backlog's full slices were read ahead (the first one, and any after a held-back read, by the dispatcher itself).
    expect(source.readsAhead).toBeGreaterThan(0);
  });

  it('runs no transaction once caught up: a wake or NOTIFY with nothing new is one head read', async () => {
    const source = new CountingSource(sourceFor(store));
    const member = new RecordingProjection(names('idle', 1)[0]);
    const d = dispatcher(`g-${randomUUID()}`, source);
    d.add(member);
    d.start();
    await allReach([member.name], await appendMany(5));
    // Caught up once it has asked for the head and found nothing (it watches from then on).
    const checks = source.headChecks;
    await eventually(() => source.headChecks > checks);
    const reads = source.reads;
    const before = source.headChecks;
    for (let i = 0; i < 5; i++) {
      d.wake();
      await db.query(`NOTIFY es_events`);
      const seen = source.headChecks;
      await eventually(() => source.headChecks > seen);
    }
    expect(source.headChecks).toBeGreaterThanOrEqual(before + 5);
    expect(source.reads).toBe(reads);
    // Something new: the next wake reads it.
    await allReach([member.name], await appendMany(1));
    expect(source.reads).toBeGreaterThan(reads);
  });

  it('parks a failing member at its last good checkpoint while the others advance, then resumes it', async () => {
    const source = new CountingSource(sourceFor(store));
    const [good1, bad, good2] = names('park', 3).map((n) => new RecordingProjection(n));
    const d = dispatcher(`g-${randomUUID()}`, source, { retryDelaysMs: [20, 20] });
    const members = [good1, bad, good2].map((p) => d.add(p));
    d.start();
    const head1 = await appendMany(60);
    await allReach([good1.name, bad.name, good2.name], head1);
    const badBefore = await applied(bad.name);

    bad.failing = true;
    const parked = new Promise<unknown>((resolve) => members[1].on('parked', resolve));
    const head2 = await appendMany(120);
    await parked;
    await allReach([good1.name, good2.name], head2);
    // Two retries, then parked until resumed: its state says so, and none of its failed writes stayed.
    await eventually(() => members[1].snapshot().parked?.retryAt === null);
    const status = members[1].snapshot();
    expect(status).toMatchObject({ state: 'parked', lastError: `${bad.name} cannot handle this` });
    expect(status.parked?.failures).toBe(3);
    expect(await reached(bad.name, head2)).toBe(false);
    expect(await applied(bad.name)).toEqual(badBefore);
    expect(members[0].snapshot().state).toBe('active');

    bad.failing = false;
    members[1].resume();
    const head3 = await appendMany(30);
    await allReach([good1.name, bad.name, good2.name], head3);
    expect(members[1].snapshot()).toMatchObject({ state: 'active', parked: null, lastError: null });
    const total = await logSize();
    for (const m of [good1, bad, good2]) expect(await applied(m.name)).toEqual({ n: total, dup: 0 });
  });

  it('brings a member added later up from the origin, each member getting only what is after its own checkpoint', async () => {
    const source = new CountingSource(sourceFor(store));
    const [first, late] = names('late', 2).map((n) => new RecordingProjection(n));
    const d = dispatcher(`g-${randomUUID()}`, source);
    d.add(first);
    d.start();
    await allReach([first.name], await appendMany(80));
    d.add(late);
    const head = await appendMany(40);
    await allReach([first.name, late.name], head);
    const total = await logSize();
    expect(await applied(first.name)).toEqual({ n: total, dup: 0 });
    expect(await applied(late.name)).toEqual({ n: total, dup: 0 });
  });

  it('keeps a second dispatcher of the group passive while the first holds the lock, then takes over', async () => {
    const group = `g-${randomUUID()}`;
    const memberNames = names('lock', 2);
    const a = dispatcher(group, sourceFor(store));
    const b = dispatcher(group, sourceFor(store));
    for (const n of memberNames) a.add(new RecordingProjection(n));
    const onB = memberNames.map((n) => b.add(new RecordingProjection(n)));
    a.start();
    await new Promise<void>((resolve) => a.once('active', () => resolve()));
    b.start();
    await eventually(() => onB.every((m) => m.snapshot().state === 'passive'));
    await allReach(memberNames, await appendMany(60));
    expect(onB.map((m) => m.snapshot().processed)).toEqual([0, 0]);

    const takeover = new Promise<void>((resolve) => b.once('active', () => resolve()));
    await a.stop();
    await takeover;
    await allReach(memberNames, await appendMany(40));
    for (const m of onB) expect(m.snapshot().processed).toBeGreaterThanOrEqual(40);
    const total = await logSize();
    for (const n of memberNames) expect(await applied(n)).toEqual({ n: total, dup: 0 });
  });

  it('moves the checkpoints over slices no member selects in memory alone, writing the rows with the next selecting slice and on stop', async () => {
    const pick = randomUUID();
    const picking = names('pick', 2).map((n) => new PickingProjection(n, pick));
    const d = dispatcher(`g-${randomUUID()}`, sourceFor(store), { checkpointFlushMs: 3_600_000 });
    const members = picking.map((p) => d.add(p));
    d.start();
    const skipped = await appendMany(60);
    for (const m of members) await inMemoryReach(m, skipped);
    // The whole log so far, slices of 50 with nothing selected: the rows are still at the origin.
    for (const p of picking) expect(await rowOf(p.name)).toEqual(ORIGIN);
    for (const p of picking) expect(await writesOf(p.name)).toBe(0);

    const picked = await appendMany(2, { pick });
    await allReach(
      picking.map((p) => p.name),
      picked,
    );
    // One write per row: the selecting slice's, whatever number of slices came before it.
    for (const p of picking) expect(await writesOf(p.name)).toBe(1);
    for (const p of picking) expect(await applied(p.name)).toEqual({ n: 2, dup: 0 });

    const tail = await appendMany(30);
    for (const m of members) await inMemoryReach(m, tail);
    for (const p of picking) expect(await rowOf(p.name)).toEqual(at(picked));
    await d.stop();
    for (const p of picking) expect(await rowOf(p.name)).toEqual(at(tail));
    for (const p of picking) expect(await writesOf(p.name)).toBe(2);
    for (const p of picking) expect(p.handled).toBe(2);
  });

  it('writes a checkpoint moved in memory alone once the flush delay has passed, without a selecting slice', async () => {
    const [p] = names('flush', 1).map((n) => new PickingProjection(n, randomUUID()));
    const d = dispatcher(`g-${randomUUID()}`, sourceFor(store), { checkpointFlushMs: 100 });
    d.add(p);
    d.start();
    await allReach([p.name], await appendMany(40));
    expect(p.handled).toBe(0);
  });

  it('after a crash with checkpoints moved in memory alone, the next owner re-reads from the rows: nothing twice, nothing missed', async () => {
    const group = `g-${randomUUID()}`;
    const memberNames = names('crash', 2);
    const first = dispatcher(group, sourceFor(store), { checkpointFlushMs: 3_600_000 });
    const pick = randomUUID();
    const onFirst = memberNames.map((n) => first.add(new PickingProjection(n, pick)));
    first.start();
    await new Promise<void>((resolve) => first.once('active', () => resolve()));
    await appendMany(30);
    const picked = await appendMany(3, { pick });
    await allReach(memberNames, picked);
    const tail = await appendMany(40);
    for (const m of onFirst) await inMemoryReach(m, tail);
    // The owner dies before writing: its session ends (the lock is free), and it writes nothing more.
    await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE $1`, [
      `projections:${group} %`,
    ]);
    await first.stop();
    for (const n of memberNames) expect(await rowOf(n)).toEqual(at(picked));

    const second = dispatcher(group, sourceFor(store), { checkpointFlushMs: 3_600_000 });
    const onSecond = memberNames.map((n) => new PickingProjection(n, pick));
    for (const p of onSecond) second.add(p);
    second.start();
    const more = await appendMany(2, { pick });
    await allReach(memberNames, more);
    // Only the two new selected events reached the second owner; the three before it stay applied once.
    for (const p of onSecond) expect(p.handled).toBe(2);
    for (const n of memberNames) expect(await applied(n)).toEqual({ n: 5, dup: 0 });
  });

  it("lets an operator's move of a row win over a position moved in memory alone", async () => {
    const pick = randomUUID();
    const [p] = names('replay', 1).map((n) => new PickingProjection(n, pick));
    const d = dispatcher(`g-${randomUUID()}`, sourceFor(store), { checkpointFlushMs: 3_600_000 });
    const member = d.add(p);
    d.start();
    const picked = await appendMany(2, { pick });
    await allReach([p.name], picked);
    const tail = await appendMany(30);
    await inMemoryReach(member, tail);
    // Replay from the origin: the dispatcher takes the row's position (read again every poll) and
    // applies the selected events again, instead of writing its own position over the operator's.
    await db.query(`UPDATE es_checkpoints SET transaction_id = '0', global_position = 0 WHERE subscription_id = $1`, [
      `projection:${p.name}`,
    ]);
    await eventually(async () => (await applied(p.name)).dup === 2, { what: 'the replay' });
    expect(p.handled).toBe(4);
    await d.stop();
    expect(await rowOf(p.name)).toEqual(at(tail));
  });

  it('16 writers with slow commits and a restart of the group: every member gets every event once, each stream in order', async () => {
    const prefix = `conc-${randomUUID().slice(0, 8)}`;
    const streams = Array.from({ length: 12 }, (_, i) => `${prefix}-s${i}`);
    const memberNames = names('conc', 3);
    const group = `g-${randomUUID()}`;
    const start = () => {
      const d = dispatcher(group, sourceFor(store));
      for (const n of memberNames) d.add(new OrderProjection(n));
      d.start();
      return d;
    };
    const writer = new PostgresEventStore(url, { poolSize: 16, holdAppendTransactionMs: () => Math.random() * 25 });
    let first: GroupDispatcher | null = start();
    let appends = 0;
    let eventCount = 0;
    let head: LogPosition | null = null;
    try {
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          for (let i = 0; i < 10; i++) {
            const n = 1 + (i % 2);
            const streamId = streams[Math.floor(Math.random() * streams.length)];
            const events = Array.from({ length: n }, () => ({ eventId: randomUUID(), type: 'TestHappened', data: {} }));
            // Exact expected revisions (a conflict re-reads and retries), as the application writes.
            let position = '';
            for (let attempt = 0; !position; attempt += 1) {
              const [latest] = await writer.readStream(streamId, { direction: 'backwards', maxCount: 1 });
              try {
                ({ position } = await writer.append(streamId, events, {
                  expectedRevision: latest ? latest.streamRevision : 'no_stream',
                }));
              } catch (error) {
                if (!(error instanceof WrongExpectedRevisionError) || attempt > 100) throw error;
              }
            }
            eventCount += n;
            const p = parsePosition(position)!;
            const at = { tx: p.tx!, pos: p.pos };
            if (!head || comparePositions(at, head) > 0) head = at;
            // Half-way, the active dispatcher stops and a new one takes the group over from the checkpoints.
            if (++appends === 80 && first) {
              const stopping = first;
              first = null;
              await stopping.stop();
              start();
            }
          }
        }),
      );
    } finally {
      await writer.close();
    }
    const last = head as LogPosition | null;
    await allReach(memberNames, `${last!.tx}/${last!.pos}`);
    for (const member of memberNames) {
      const { rows } = await db.query<{ event_id: string; stream_id: string; revision: number }>(
        `SELECT event_id, stream_id, revision FROM test_group_order WHERE member = $1 AND stream_id LIKE $2 ORDER BY seq`,
        [member, `${prefix}-%`],
      );
      expect(rows).toHaveLength(eventCount);
      expect(new Set(rows.map((r) => r.event_id)).size).toBe(eventCount);
      const next = new Map<string, number>();
      for (const row of rows) {
        expect(row.revision).toBe(next.get(row.stream_id) ?? 0);
        next.set(row.stream_id, row.revision + 1);
      }
    }
  }, 60_000);
});
