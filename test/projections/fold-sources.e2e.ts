import { Client } from 'pg';
import { BatchDetailProjection } from '../../src/batch/read/batch-detail/batch-detail.projection';
import { BatchListProjection } from '../../src/batch/read/batch-list/batch-list.projection';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import type { LoggedEvent, ProjectionContext } from '../../src/platform/projections/runner/projection';
import { ORIGIN } from '../../src/platform/projections/runner/position';
import { PostgresLogSource } from '../../src/platform/projections/runner/postgres-log-source';
import { givenBatch } from '../support/kit';
import { openProjectionDatabase } from './projection-database';

/**
 * The read models keep no folded state of their own (fold-batch.ts): the state before a slice
 * comes from the dispatcher's memory, the detail model's row at the right revision, or the
 * stream's own events. Each source must give the rows a fold from the start gives.
 */
describe('where a read model starts folding a stream', () => {
  let store: PostgresEventStore;
  let db: Client;
  let events: LoggedEvent[];
  const source = new PostgresLogSource();
  const detail = new BatchDetailProjection();
  const list = new BatchListProjection();
  let historyReads: number;

  /** A context as a fresh dispatcher would give: its own memory, the log at hand. */
  const freshContext = (): ProjectionContext => ({
    client: db,
    table: (t) => t,
    history: (upTo) => {
      historyReads += upTo.size;
      return source.readStreams(db, upTo);
    },
    memo: {},
  });
  /** A slice as a new read of the log gives it: new objects, so no step folded earlier is reused. */
  const read = (from = 0, to?: number): LoggedEvent[] => events.slice(from, to).map((e) => ({ ...e }));
  const rows = async (table: string, key: string) =>
    (await db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${key}`)).rows;
  const clear = () => db.query(`TRUNCATE rm_batch_detail, rm_batch_list`);

  beforeAll(async () => {
    ({ store, db } = await openProjectionDatabase(2));
    for (const [i, stage] of (['accepted', 'all_payment_canceled', 'assigned'] as const).entries())
      await givenBatch(store, stage, {
        requesterId: `req-fold-${i}`,
        at: new Date(Date.UTC(2026, 1, 1 + i)).toISOString(),
      });
    events = (await source.readAfter(db, ORIGIN, 1000)).events;
  });

  afterAll(async () => {
    await store.close();
    await db.end();
  });

  it('a slice starting mid-stream with no memory and no detail row folds the stream from the log', async () => {
    const ctx = freshContext();
    const all = read();
    for (const p of [detail, list]) await p.handle(all, ctx);
    const whole = {
      detail: await rows('rm_batch_detail', 'batch_id'),
      list: await rows('rm_batch_list', 'batch_id'),
    };
    expect(whole.list).toHaveLength(3);

    await clear();
    // Cut inside the first stream, and forget everything between the two halves.
    const cut = Math.floor(events.filter((e) => e.streamId === events[0].streamId).length / 2);
    expect(cut).toBeGreaterThan(0);
    historyReads = 0;
    const first = freshContext();
    const head = read(0, cut);
    await list.handle(head, first);
    const second = freshContext();
    const tail = read(cut);
    await list.handle(tail, second);
    expect(historyReads).toBe(1);
    expect(await rows('rm_batch_list', 'batch_id')).toEqual(whole.list);

    // A replay (checkpoint moved back by hand) changes nothing: no duplicate, no older row.
    await list.handle(read(cut), freshContext());
    await list.handle(read(), freshContext());
    expect(await rows('rm_batch_list', 'batch_id')).toEqual(whole.list);
  });

  it('starts from the detail row when it stands at the revision before the slice, without reading the log', async () => {
    const ctx = freshContext();
    const all = read();
    for (const p of [detail, list]) await p.handle(all, ctx);
    const whole = await rows('rm_batch_list', 'batch_id');
    await clear();
    const cut = Math.floor(events.filter((e) => e.streamId === events[0].streamId).length / 2);
    await detail.handle(read(0, cut), freshContext());
    await list.handle(read(0, cut), freshContext());
    historyReads = 0;
    // A new dispatcher (nothing in memory): the list member reads the detail row, then the detail member folds on from its own.
    const next = freshContext();
    const tail = read(cut);
    await list.handle(tail, next);
    await detail.handle(tail, next);
    expect(historyReads).toBe(0);
    expect(await rows('rm_batch_list', 'batch_id')).toEqual(whole);
  });
});
