import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { InvalidEventError, WrongExpectedRevisionError } from '../../src/platform/event-store/event-store.errors';
import { APPEND_SQL } from '../../src/platform/event-store/postgres/append-events.sql';
import { decodePgPosition } from '../../src/platform/event-store/postgres/pg-position';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { readNextBatch } from '../../src/platform/event-store/postgres/read-next-batch';
import { createTestDatabase } from '../support/test-database';
import { newEvent, waitFor } from './event-store.contract';
import { postgresStoreContract } from './postgres-contract.fixture';

describe('PostgresEventStore: the EventStore contract', () => {
  postgresStoreContract();
});

describe('PostgresEventStore: PostgreSQL specifics', () => {
  let pool: Pool;
  let store: PostgresEventStore;
  const sid = (label: string) => `pg${label}-${randomUUID().replace(/-/g, '')}`;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await createTestDatabase(), max: 20 });
    store = new PostgresEventStore(pool, { pollIntervalMs: 60000 });
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
  });

  test('readStreams reads several streams in one statement, each as readStream would (missing, deleted and truncated ones too), in the order asked', async () => {
    const [a, b, gone, cut, none] = ['a', 'b', 'gone', 'cut', 'none'].map(sid);
    await store.append(a, [newEvent('A0'), newEvent('A1'), newEvent('A2')], { expectedRevision: 'no_stream' });
    await store.append(b, [newEvent('B0')], { expectedRevision: 'no_stream' });
    await store.append(gone, [newEvent('G0')], { expectedRevision: 'no_stream' });
    await store.deleteStream(gone);
    await store.append(cut, [newEvent('C0'), newEvent('C1'), newEvent('C2')], { expectedRevision: 'no_stream' });
    await store.truncateBefore(cut, 1);
    const reads = [
      { streamId: b, maxCount: 5 },
      { streamId: a, maxCount: 2 },
      { streamId: none, maxCount: 3 },
      { streamId: gone, maxCount: 3 },
      { streamId: cut, maxCount: 1 },
    ];
    const query = jest.spyOn(pool, 'query');
    const many = await store.readStreams(reads);
    // An append's NOTIFY goes out after the append resolved, on the same pool, so one may fall in
    // this window: it is the store's wake-up of other processes, not part of the read.
    const statements = query.mock.calls.filter(([q]) => (q as { name?: string }).name !== 'es_notify_after_commit');
    expect(statements).toHaveLength(1);
    query.mockRestore();
    expect(many.map((events) => events.map((e) => e.type))).toEqual([['B0'], ['A0', 'A1'], [], [], ['C1']]);
    const each = [];
    for (const r of reads) each.push(await store.readStream(r.streamId, { maxCount: r.maxCount }));
    expect(many).toEqual(each);
    expect(await store.readStreams([])).toEqual([]);
  });

  test('an open transaction holds back later commits from the global log until it finishes, then both come in transaction order', async () => {
    const slow = sid('slow');
    const fast = sid('fast');
    const slowEvent = newEvent('Slow');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // The slow writer's transaction id is assigned first; its sequence value comes after the fast one's.
      await client.query('SELECT pg_current_xact_id()');
      const fastResult = await store.append(fast, [newEvent('Fast')], { expectedRevision: 'no_stream' });
      await client.query(APPEND_SQL, [slow, 'pgslow', -1, [slowEvent.eventId], ['Slow'], [1], ['{}'], ['{}']]);
      // Committed, read-your-writes on the stream, but not yet in the global log: it sits behind the open transaction.
      expect(await store.readStream(fast)).toHaveLength(1);
      expect((await store.readAll()).filter((e) => e.streamId === fast)).toEqual([]);
      await client.query('COMMIT');
      const log = (await store.readAll()).filter((e) => e.streamId === fast || e.streamId === slow);
      expect(log.map((e) => e.streamId)).toEqual([slow, fast]);
      // The slow event has the LOWER transaction id but the HIGHER sequence value: ordering by position alone would be wrong.
      expect(BigInt(decodePgPosition(log[0].position).globalPosition)).toBeGreaterThan(
        BigInt(decodePgPosition(fastResult.position).globalPosition),
      );
    } finally {
      client.release();
    }
  });

  test('16 concurrent creators of one stream: exactly one wins, the others get a typed conflict', async () => {
    const id = sid('race');
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, () => store.append(id, [newEvent()], { expectedRevision: 'no_stream' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.every((r) => r.reason instanceof WrongExpectedRevisionError && r.reason.actual === 0)).toBe(true);
    const exact = await Promise.allSettled(
      Array.from({ length: 16 }, () => store.append(id, [newEvent(), newEvent()], { expectedRevision: 0 })),
    );
    expect(exact.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await store.readStream(id)).map((e) => e.streamRevision)).toEqual([0, 1, 2]);
  });

  test('16 concurrent "any" appenders all land, densely', async () => {
    const id = sid('any');
    await Promise.all(
      Array.from({ length: 16 }, () => store.append(id, [newEvent(), newEvent()], { expectedRevision: 'any' })),
    );
    expect((await store.readStream(id)).map((e) => e.streamRevision)).toEqual(Array.from({ length: 32 }, (_, i) => i));
  });

  test('a retry of known ids at a different expected revision is a conflict; reused ids in new positions are refused', async () => {
    const id = sid('ids');
    const a = newEvent();
    await store.append(id, [a], { expectedRevision: 'no_stream' });
    await expect(store.append(id, [a], { expectedRevision: 3 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(store.append(id, [a, newEvent()], { expectedRevision: 'any' })).rejects.toBeInstanceOf(
      InvalidEventError,
    );
    await expect(store.append(id, [a], { expectedRevision: 0 })).rejects.toBeInstanceOf(InvalidEventError);
    expect(await store.readStream(id)).toHaveLength(1);
  });

  test('refuses malformed input before touching the database', async () => {
    await expect(
      store.append(sid('bad'), [{ ...newEvent(), eventId: 'nope' }], { expectedRevision: 'any' }),
    ).rejects.toBeInstanceOf(InvalidEventError);
    await expect(store.append(sid('bad'), [], { expectedRevision: 'any' })).rejects.toBeInstanceOf(InvalidEventError);
    const e = newEvent();
    await expect(store.append(sid('bad'), [e, e], { expectedRevision: 'any' })).rejects.toBeInstanceOf(
      InvalidEventError,
    );
  });

  test('NOTIFY wakes a subscription of another store instance long before its poll interval', async () => {
    const id = sid('notify');
    const other = new PostgresEventStore(pool);
    const seen: string[] = [];
    const sub = store.subscribe({ onEvent: (e) => Promise.resolve(void (e.streamId === id && seen.push(e.eventId))) });
    try {
      await sub.caughtUp();
      const started = Date.now();
      await other.append(id, [newEvent()], { expectedRevision: 'no_stream' });
      await waitFor(() => seen.length === 1, 3000);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await sub.stop();
      await other.close();
    }
  });

  test("an append's wake-up and a NOTIFY queued after it go out in one statement, in order, after the commit", async () => {
    const id = sid('merged');
    const ownPool = new Pool({ connectionString: pool.options.connectionString, max: 4 });
    const sent: string[] = [];
    const query = ownPool.query.bind(ownPool) as (...args: unknown[]) => Promise<unknown>;
    (ownPool as unknown as { query: typeof query }).query = (...args: unknown[]) => {
      // A statement is sent as text or as a (named) query config.
      const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
      if (text.includes('pg_notify')) sent.push(text);
      return query(...args);
    };
    const writer = new PostgresEventStore(ownPool);
    const listener = new Client({ connectionString: pool.options.connectionString });
    const heard: Array<{ channel: string; payload?: string }> = [];
    listener.on('notification', (n) => heard.push({ channel: n.channel, payload: n.payload }));
    await listener.connect();
    try {
      await listener.query('LISTEN es_events');
      await listener.query('LISTEN test_push');
      // As the batch writer does: append, then (once it resolved) push what it decided.
      await writer.append(id, [newEvent()], { expectedRevision: 'no_stream' });
      await writer.notifyAfterCommit('test_push', `pushed ${id}`);
      await waitFor(() => heard.some((n) => n.payload === `pushed ${id}`), 3000);
      expect(sent).toHaveLength(1);
      expect(heard.slice(-2)).toEqual([
        { channel: 'es_events', payload: '' },
        { channel: 'test_push', payload: `pushed ${id}` },
      ]);
      // The committed event is readable by then: the NOTIFY was sent after the commit.
      expect(await writer.readStream(id)).toHaveLength(1);
    } finally {
      await listener.end();
      await writer.close();
      await ownPool.end();
    }
  });

  test('a NOTIFY queued before close is still sent; after close it is refused', async () => {
    const ownPool = new Pool({ connectionString: pool.options.connectionString, max: 2 });
    const writer = new PostgresEventStore(ownPool);
    const listener = new Client({ connectionString: pool.options.connectionString });
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.connect();
    try {
      await listener.query('LISTEN test_close');
      const queued = writer.notifyAfterCommit('test_close', 'before close');
      await writer.close();
      await queued;
      await waitFor(() => heard.includes('before close'), 3000);
      await expect(writer.notifyAfterCommit('test_close', 'after close')).rejects.toThrow('closed');
    } finally {
      await listener.end();
      await ownPool.end();
    }
  });

  test('readNextBatch reads, applies and checkpoints in one transaction', async () => {
    const id = sid('batch');
    await store.append(id, [newEvent(), newEvent(), newEvent()], { expectedRevision: 'no_stream' });
    const client = await pool.connect();
    try {
      let after: string | undefined;
      const applied: string[] = [];
      for (;;) {
        await client.query('BEGIN');
        const batch = await readNextBatch(client, { after, limit: 2 });
        for (const event of batch.events) if (event.streamId === id) applied.push(event.eventId);
        const last = batch.events.at(-1);
        if (last) {
          const p = decodePgPosition(last.position);
          await client.query(
            `INSERT INTO es_checkpoints (subscription_id, transaction_id, global_position) VALUES ('test', $1::xid8, $2)
             ON CONFLICT (subscription_id) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position`,
            [p.transactionId, p.globalPosition],
          );
          after = last.position;
        }
        await client.query('COMMIT');
        if (batch.events.length < 2) break;
      }
      expect(applied).toHaveLength(3);
      const { rows } = await client.query<{ p: string }>(
        `SELECT transaction_id::text || '/' || global_position AS p FROM es_checkpoints WHERE subscription_id = 'test'`,
      );
      expect(rows[0].p).toBe(after);
    } finally {
      client.release();
    }
  });
});
