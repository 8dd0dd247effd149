import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from '../../src/platform/event-store/event-store.errors';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { GroupDispatcher } from '../../src/platform/projections/runner/group-dispatcher';
import {
  comparePositions,
  ORIGIN,
  parsePosition,
  type LogPosition,
} from '../../src/platform/projections/runner/position';
import { eventually } from '../support/kit';
import { OrderProjection, PickingProjection } from './group-dispatcher.doubles';
import { LOG_SOURCES, useDispatcherWorld } from './group-dispatcher.fixture';

describe.each(LOG_SOURCES)('GroupDispatcher checkpoints and restarts with %s', (_label, sourceFor) => {
  const w = useDispatcherWorld();

  it('moves the checkpoints over slices no member selects in memory alone, writing the rows with the next selecting slice and on stop', async () => {
    const pick = randomUUID();
    const picking = w.names('pick', 2).map((n) => new PickingProjection(n, pick));
    const d = w.dispatcher(`g-${randomUUID()}`, sourceFor(w.store), { checkpointFlushMs: 3_600_000 });
    const members = picking.map((p) => d.add(p));
    d.start();
    const skipped = await w.appendMany(60);
    for (const m of members) await w.inMemoryReach(m, skipped);
    // The whole log so far, slices of 50 with nothing selected: the rows are still at the origin.
    for (const p of picking) expect(await w.rowOf(p.name)).toEqual(ORIGIN);
    for (const p of picking) expect(await w.writesOf(p.name)).toBe(0);

    const picked = await w.appendMany(2, { pick });
    await w.allReach(
      picking.map((p) => p.name),
      picked,
    );
    // One write per row: the selecting slice's, whatever number of slices came before it.
    for (const p of picking) expect(await w.writesOf(p.name)).toBe(1);
    for (const p of picking) expect(await w.applied(p.name)).toEqual({ n: 2, dup: 0 });

    const tail = await w.appendMany(30);
    for (const m of members) await w.inMemoryReach(m, tail);
    for (const p of picking) expect(await w.rowOf(p.name)).toEqual(w.at(picked));
    await d.stop();
    for (const p of picking) expect(await w.rowOf(p.name)).toEqual(w.at(tail));
    for (const p of picking) expect(await w.writesOf(p.name)).toBe(2);
    for (const p of picking) expect(p.handled).toBe(2);
  });

  it('writes a checkpoint moved in memory alone once the flush delay has passed, without a selecting slice', async () => {
    const [p] = w.names('flush', 1).map((n) => new PickingProjection(n, randomUUID()));
    const d = w.dispatcher(`g-${randomUUID()}`, sourceFor(w.store), { checkpointFlushMs: 100 });
    d.add(p);
    d.start();
    await w.allReach([p.name], await w.appendMany(40));
    expect(p.handled).toBe(0);
  });

  it('after a crash with checkpoints moved in memory alone, the next owner re-reads from the rows: nothing twice, nothing missed', async () => {
    const group = `g-${randomUUID()}`;
    const memberNames = w.names('crash', 2);
    const first = w.dispatcher(group, sourceFor(w.store), { checkpointFlushMs: 3_600_000 });
    const pick = randomUUID();
    const onFirst = memberNames.map((n) => first.add(new PickingProjection(n, pick)));
    first.start();
    await new Promise<void>((resolve) => first.once('active', () => resolve()));
    await w.appendMany(30);
    const picked = await w.appendMany(3, { pick });
    await w.allReach(memberNames, picked);
    const tail = await w.appendMany(40);
    for (const m of onFirst) await w.inMemoryReach(m, tail);
    // The owner dies before writing: its session ends (the lock is free), and it writes nothing more.
    await w.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE $1`, [
      `projections:${group} %`,
    ]);
    await first.stop();
    for (const n of memberNames) expect(await w.rowOf(n)).toEqual(w.at(picked));

    const second = w.dispatcher(group, sourceFor(w.store), { checkpointFlushMs: 3_600_000 });
    const onSecond = memberNames.map((n) => new PickingProjection(n, pick));
    for (const p of onSecond) second.add(p);
    second.start();
    const more = await w.appendMany(2, { pick });
    await w.allReach(memberNames, more);
    // Only the two new selected events reached the second owner; the three before it stay applied once.
    for (const p of onSecond) expect(p.handled).toBe(2);
    for (const n of memberNames) expect(await w.applied(n)).toEqual({ n: 5, dup: 0 });
  });

  it("lets an operator's move of a row win over a position moved in memory alone", async () => {
    const pick = randomUUID();
    const [p] = w.names('replay', 1).map((n) => new PickingProjection(n, pick));
    const d = w.dispatcher(`g-${randomUUID()}`, sourceFor(w.store), { checkpointFlushMs: 3_600_000 });
    const member = d.add(p);
    d.start();
    const picked = await w.appendMany(2, { pick });
    await w.allReach([p.name], picked);
    const tail = await w.appendMany(30);
    await w.inMemoryReach(member, tail);
    // Replay from the origin: the dispatcher takes the row's position (read again every poll) and
    // applies the selected events again, instead of writing its own position over the operator's.
    await w.db.query(`UPDATE es_checkpoints SET transaction_id = '0', global_position = 0 WHERE subscription_id = $1`, [
      `projection:${p.name}`,
    ]);
    await eventually(async () => (await w.applied(p.name)).dup === 2, { what: 'the replay' });
    expect(p.handled).toBe(4);
    await d.stop();
    expect(await w.rowOf(p.name)).toEqual(w.at(tail));
  });

  it('16 writers with slow commits and a restart of the group: every member gets every event once, each stream in order', async () => {
    const prefix = `conc-${randomUUID().slice(0, 8)}`;
    const streams = Array.from({ length: 12 }, (_, i) => `${prefix}-s${i}`);
    const memberNames = w.names('conc', 3);
    const group = `g-${randomUUID()}`;
    const start = () => {
      const d = w.dispatcher(group, sourceFor(w.store));
      for (const n of memberNames) d.add(new OrderProjection(n));
      d.start();
      return d;
    };
    const writer = new PostgresEventStore(w.url, { poolSize: 16, holdAppendTransactionMs: () => Math.random() * 25 });
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
    await w.allReach(memberNames, `${last!.tx}/${last!.pos}`);
    for (const member of memberNames) {
      const { rows } = await w.db.query<{ event_id: string; stream_id: string; revision: number }>(
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
