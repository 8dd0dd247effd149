import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { APPEND_SQL, EXPECTED_CODE } from '../../src/platform/event-store/postgres/append-events.sql';
import { eventually } from '../support/kit';
import { CountingSource, RecordingProjection } from './group-dispatcher.doubles';
import { LOG_SOURCES, useDispatcherWorld } from './group-dispatcher.fixture';

describe.each(LOG_SOURCES)('GroupDispatcher with %s', (_label, sourceFor) => {
  const w = useDispatcherWorld();

  it('reads each slice once and applies it to every member exactly once, with one checkpoint per member', async () => {
    const source = new CountingSource(sourceFor(w.store));
    const members = w.names('all', 3).map((n) => new RecordingProjection(n));
    const d = w.dispatcher(`g-${randomUUID()}`, source);
    for (const m of members) d.add(m);
    const head = await w.appendMany(300);
    d.start();
    await w.allReach(
      members.map((m) => m.name),
      head,
    );
    const total = await w.logSize();
    for (const m of members) {
      expect(await w.applied(m.name)).toEqual({ n: total, dup: 0 });
      // Every slice read went to every member: no member read the log on its own.
      expect(m.calls).toBe(source.nonEmptyReads);
    }
    expect(source.nonEmptyReads).toBe(Math.ceil(total / 50));
    const { rows } = await w.db.query<{ cp: string }>(
      `SELECT DISTINCT transaction_id::text || '/' || global_position AS cp FROM es_checkpoints WHERE subscription_id = ANY($1)`,
      [members.map((m) => `projection:${m.name}`)],
    );
    expect(rows).toHaveLength(1);
  });

  it('reads the next slice ahead on a connection of its own while catching up, and skips no event a writer commits later below it', async () => {
    const source = new CountingSource(sourceFor(w.store));
    const members = w.names('ahead', 2).map((n) => new RecordingProjection(n));
    const d = w.dispatcher(`g-${randomUUID()}`, source);
    for (const m of members) d.add(m);
    const before = await w.appendMany(200);
    // A writer whose transaction stays open: its event lies below the ones appended after it, which
    // commit first; reading past them would lose it for good.
    const writer = new Client({ connectionString: w.url });
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
      const head = await w.appendMany(200);
      d.start();
      await w.allReach(
        members.map((m) => m.name),
        before,
      );
      // Several more looks at the log (reads, or head checks where the source hides what is held
      // back) with the later events committed and the writer open: still held back.
      const looks = () => source.reads + source.headChecks;
      const seen = looks();
      await eventually(() => looks() >= seen + 3);
      for (const m of members) expect(await w.reached(m.name, head)).toBe(false);
      await writer.query('COMMIT');
      await w.allReach(
        members.map((m) => m.name),
        head,
      );
    } finally {
      await writer.end();
    }
    const total = await w.logSize();
    for (const m of members) expect(await w.applied(m.name)).toEqual({ n: total, dup: 0 });
    // The backlog's full slices were read ahead (the first one, and any after a held-back read, by the dispatcher itself).
    expect(source.readsAhead).toBeGreaterThan(0);
  });

  it('runs no transaction once caught up: a wake or NOTIFY with nothing new is one head read', async () => {
    const source = new CountingSource(sourceFor(w.store));
    const member = new RecordingProjection(w.names('idle', 1)[0]);
    const d = w.dispatcher(`g-${randomUUID()}`, source);
    d.add(member);
    d.start();
    await w.allReach([member.name], await w.appendMany(5));
    // Caught up once it has asked for the head and found nothing (it watches from then on).
    const checks = source.headChecks;
    await eventually(() => source.headChecks > checks);
    const reads = source.reads;
    const before = source.headChecks;
    for (let i = 0; i < 5; i++) {
      d.wake();
      await w.db.query(`NOTIFY es_events`);
      const seen = source.headChecks;
      await eventually(() => source.headChecks > seen);
    }
    expect(source.headChecks).toBeGreaterThanOrEqual(before + 5);
    expect(source.reads).toBe(reads);
    // Something new: the next wake reads it.
    await w.allReach([member.name], await w.appendMany(1));
    expect(source.reads).toBeGreaterThan(reads);
  });

  it('with settleMs, reads a live append no sooner than that after it, together with the appends made meanwhile', async () => {
    const source = new CountingSource(sourceFor(w.store));
    const member = new RecordingProjection(w.names('settled', 1)[0]);
    const d = w.dispatcher(`g-${randomUUID()}`, source, { settleMs: 1_000 });
    const added = d.add(member);
    d.start();
    await w.allReach([member.name], await w.appendMany(5));
    const [reads, calls] = [source.nonEmptyReads, member.calls];
    const before = Date.now();
    let head = '';
    for (let i = 0; i < 3; i++) {
      head = await w.appendMany(1);
      d.wake();
    }
    await w.inMemoryReach(added, head);
    // A lower bound only: however slow the machine, the read cannot come before the pause ends.
    expect(Date.now() - before).toBeGreaterThanOrEqual(1_000);
    expect([source.nonEmptyReads - reads, member.calls - calls]).toEqual([1, 1]);
  });

  it('parks a failing member at its last good checkpoint while the others advance, then resumes it', async () => {
    const source = new CountingSource(sourceFor(w.store));
    const [good1, bad, good2] = w.names('park', 3).map((n) => new RecordingProjection(n));
    const d = w.dispatcher(`g-${randomUUID()}`, source, { retryDelaysMs: [20, 20] });
    const members = [good1, bad, good2].map((p) => d.add(p));
    d.start();
    const head1 = await w.appendMany(60);
    await w.allReach([good1.name, bad.name, good2.name], head1);
    const badBefore = await w.applied(bad.name);

    bad.failing = true;
    const parked = new Promise<unknown>((resolve) => members[1].on('parked', resolve));
    const head2 = await w.appendMany(120);
    await parked;
    await w.allReach([good1.name, good2.name], head2);
    // Two retries, then parked until resumed: its state says so, and none of its failed writes stayed.
    await eventually(() => members[1].snapshot().parked?.retryAt === null);
    const status = members[1].snapshot();
    expect(status).toMatchObject({ state: 'parked', lastError: `${bad.name} cannot handle this` });
    expect(status.parked?.failures).toBe(3);
    expect(await w.reached(bad.name, head2)).toBe(false);
    expect(await w.applied(bad.name)).toEqual(badBefore);
    expect(members[0].snapshot().state).toBe('active');

    bad.failing = false;
    members[1].resume();
    const head3 = await w.appendMany(30);
    await w.allReach([good1.name, bad.name, good2.name], head3);
    expect(members[1].snapshot()).toMatchObject({ state: 'active', parked: null, lastError: null });
    const total = await w.logSize();
    for (const m of [good1, bad, good2]) expect(await w.applied(m.name)).toEqual({ n: total, dup: 0 });
  });

  it('brings a member added later up from the origin, each member getting only what is after its own checkpoint', async () => {
    const source = new CountingSource(sourceFor(w.store));
    const [first, late] = w.names('late', 2).map((n) => new RecordingProjection(n));
    const d = w.dispatcher(`g-${randomUUID()}`, source);
    d.add(first);
    d.start();
    await w.allReach([first.name], await w.appendMany(80));
    d.add(late);
    const head = await w.appendMany(40);
    await w.allReach([first.name, late.name], head);
    const total = await w.logSize();
    expect(await w.applied(first.name)).toEqual({ n: total, dup: 0 });
    expect(await w.applied(late.name)).toEqual({ n: total, dup: 0 });
  });

  it('keeps a second dispatcher of the group passive while the first holds the lock, then takes over', async () => {
    const group = `g-${randomUUID()}`;
    const memberNames = w.names('lock', 2);
    const a = w.dispatcher(group, sourceFor(w.store));
    const b = w.dispatcher(group, sourceFor(w.store));
    for (const n of memberNames) a.add(new RecordingProjection(n));
    const onB = memberNames.map((n) => b.add(new RecordingProjection(n)));
    a.start();
    await new Promise<void>((resolve) => a.once('active', () => resolve()));
    b.start();
    await eventually(() => onB.every((m) => m.snapshot().state === 'passive'));
    await w.allReach(memberNames, await w.appendMany(60));
    expect(onB.map((m) => m.snapshot().processed)).toEqual([0, 0]);

    const takeover = new Promise<void>((resolve) => b.once('active', () => resolve()));
    await a.stop();
    await takeover;
    await w.allReach(memberNames, await w.appendMany(40));
    for (const m of onB) expect(m.snapshot().processed).toBeGreaterThanOrEqual(40);
    const total = await w.logSize();
    for (const n of memberNames) expect(await w.applied(n)).toEqual({ n: total, dup: 0 });
  });
});
