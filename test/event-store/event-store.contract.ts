import { randomUUID } from 'node:crypto';
import { StreamDeletedError, WrongExpectedRevisionError } from '../../src/platform/event-store/event-store.errors';
import type { EventStore, NewEvent, RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { eventHash, GENESIS_HASH } from '../../src/platform/event-store/integrity/event-hash';
import { UpcasterRegistry } from '../../src/platform/event-store/upcaster-registry';
import { runConcurrentWritersScenario } from './concurrent-writers.scenario';

export interface ContractStoreOptions {
  upcasters?: UpcasterRegistry;
  /** Holds each append's transaction open this long (adapters that support it; see capabilities). */
  holdAppendTransactionMs?: () => number;
}

export interface ContractSubject {
  createStore(options?: ContractStoreOptions): Promise<EventStore>;
  /** The adapter can keep an append transaction open on purpose (PostgreSQL: pg_sleep before COMMIT). */
  canHoldAppendTransactions: boolean;
}

export const newEvent = (
  type = 'ThingHappened',
  data: unknown = { n: 1 },
  extra: Partial<NewEvent> = {},
): NewEvent => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: {
    actor: { id: 'u-1', role: 'staff' },
    correlationId: randomUUID(),
    commandId: randomUUID(),
    at: '2026-11-22T10:00:00.000Z',
  },
  ...extra,
});

const stream = (label: string) => `contract${label}-${randomUUID().replace(/-/g, '')}`;

/** Collects readAll events of a few streams, in log order. */
async function readAllOf(store: EventStore, streamIds: string[]): Promise<RecordedEvent[]> {
  const all = await store.readAll();
  return all.filter((e) => streamIds.includes(e.streamId));
}

/** The behaviour every EventStore adapter must have (DESIGN.md §4), run against each adapter. */
export function eventStoreContract(setup: () => Promise<ContractSubject>): void {
  let subject: ContractSubject;
  let store: EventStore;

  beforeAll(async () => {
    subject = await setup();
    store = await subject.createStore();
  });
  afterAll(async () => {
    await store?.close();
  });

  test('appends several events atomically with dense revisions from 0 and reads them back', async () => {
    const id = stream('atomic');
    const events = [newEvent('A', { i: 0 }), newEvent('B', { i: 1 }, { schemaVersion: 3 }), newEvent('C', null)];
    const result = await store.append(id, events, { expectedRevision: 'no_stream' });
    expect(result.nextExpectedRevision).toBe(2);
    const read = await store.readStream(id);
    expect(read.map((e) => [e.streamRevision, e.type, e.eventId])).toEqual(
      events.map((e, i) => [i, e.type, e.eventId]),
    );
    expect(read[1].schemaVersion).toBe(3);
    expect(read[0].schemaVersion).toBe(1);
    expect(read[2].data).toBeNull();
    expect(read[0].metadata).toEqual(events[0].metadata);
    expect(read[2].position).toBe(result.position);
    expect(read.every((e) => e.createdAt instanceof Date)).toBe(true);
    // A refused append adds nothing at all.
    await expect(store.append(id, [newEvent(), newEvent()], { expectedRevision: 0 })).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(await store.readStream(id)).toHaveLength(3);
  });

  test('enforces every expected revision kind', async () => {
    const id = stream('expected');
    await expect(store.append(id, [newEvent()], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    await expect(store.append(id, [newEvent()], { expectedRevision: 0 })).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect((await store.append(id, [newEvent()], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(0);
    const conflict = await store.append(id, [newEvent()], { expectedRevision: 'no_stream' }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(WrongExpectedRevisionError);
    expect((conflict as WrongExpectedRevisionError).actual).toBe(0);
    expect((conflict as WrongExpectedRevisionError).code).toBe('EVENT_STORE_WRONG_EXPECTED_REVISION');
    await expect(store.append(id, [newEvent()], { expectedRevision: 5 })).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect((await store.append(id, [newEvent()], { expectedRevision: 0 })).nextExpectedRevision).toBe(1);
    expect((await store.append(id, [newEvent()], { expectedRevision: 'stream_exists' })).nextExpectedRevision).toBe(2);
    expect((await store.append(id, [newEvent(), newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(
      4,
    );
    const fresh = stream('any');
    expect((await store.append(fresh, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0);
  });

  test('a retry with the same event ids returns the original result and adds nothing', async () => {
    const id = stream('idem');
    const first = [newEvent('A'), newEvent('B')];
    const original = await store.append(id, first, { expectedRevision: 'no_stream' });
    expect(await store.append(id, first, { expectedRevision: 'no_stream' })).toEqual(original);
    expect(await store.append(id, first, { expectedRevision: 'any' })).toEqual(original);
    const second = [newEvent('C')];
    const next = await store.append(id, second, { expectedRevision: 1 });
    expect(await store.append(id, second, { expectedRevision: 1 })).toEqual(next);
    const read = await store.readStream(id);
    expect(read.map((e) => e.eventId)).toEqual([...first, ...second].map((e) => e.eventId));
  });

  test('reads its own writes with dense revisions after every append', async () => {
    const id = stream('ryw');
    let expected: number | 'no_stream' = 'no_stream';
    for (let i = 0; i < 15; i += 1) {
      const result = await store.append(id, [newEvent('N', { i })], { expectedRevision: expected });
      expected = result.nextExpectedRevision;
      const read = await store.readStream(id);
      expect(read.map((e) => e.streamRevision)).toEqual(Array.from({ length: i + 1 }, (_, k) => k));
    }
  });

  test('reads forwards, backwards, from a revision and with a maximum count', async () => {
    const id = stream('read');
    await store.append(
      id,
      Array.from({ length: 10 }, (_, i) => newEvent('N', { i })),
      { expectedRevision: 'no_stream' },
    );
    const revs = (events: RecordedEvent[]) => events.map((e) => e.streamRevision);
    expect(revs(await store.readStream(id, { fromRevision: 7 }))).toEqual([7, 8, 9]);
    expect(revs(await store.readStream(id, { fromRevision: 2, maxCount: 3 }))).toEqual([2, 3, 4]);
    expect(revs(await store.readStream(id, { direction: 'backwards' }))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(revs(await store.readStream(id, { direction: 'backwards', fromRevision: 4, maxCount: 2 }))).toEqual([4, 3]);
    expect(await store.readStream(stream('missing'))).toEqual([]);
  });

  test('readAll returns committed events in commit order with increasing positions, after an exclusive position', async () => {
    const a = stream('alla');
    const b = stream('allb');
    const appended: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const event = newEvent('N', { i });
      appended.push(event.eventId);
      await store.append(i % 2 === 0 ? a : b, [event], { expectedRevision: 'any' });
    }
    const mine = await readAllOf(store, [a, b]);
    expect(mine.map((e) => e.eventId)).toEqual(appended);
    for (let i = 1; i < mine.length; i += 1)
      expect(store.comparePositions(mine[i - 1].position, mine[i].position)).toBeLessThan(0);
    const after = (await store.readAll({ after: mine[2].position })).filter(
      (e) => e.streamId === a || e.streamId === b,
    );
    expect(after.map((e) => e.eventId)).toEqual(appended.slice(3));
    expect(await store.readAll({ after: mine[5].position, maxCount: 1 })).not.toContainEqual(
      expect.objectContaining({ eventId: appended[5] }),
    );
  });

  test("readAll maxCount counts the store's own events only, whatever else the global log holds between them", async () => {
    const a = stream('pagea');
    const first = await store.append(a, [newEvent()], { expectedRevision: 'no_stream' });
    // Housekeeping in between (EventStoreDB records these as `$metadata` events in $all).
    await store.truncateBefore(a, 1);
    await store.deleteStream(a, { expectedRevision: 0 });
    const next = newEvent();
    await store.append(stream('pageb'), [next], { expectedRevision: 'no_stream' });
    const rest = await store.readAll({ after: first.position });
    expect(rest.map((e) => e.eventId)).toContain(next.eventId);
    // A separate store: closing it must not wait on reads that stopped before the end of the log.
    const reader = await subject.createStore();
    try {
      expect(await reader.readAll({ after: first.position, maxCount: 1 })).toEqual(rest.slice(0, 1));
      expect(await reader.readAll({ maxCount: 1 })).toHaveLength(1);
    } finally {
      await reader.close();
    }
  });

  test('soft delete hides the stream but keeps its events in the global log', async () => {
    const id = stream('del');
    await store.append(id, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
    await expect(store.deleteStream(id, { expectedRevision: 0 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await store.deleteStream(id, { expectedRevision: 1 });
    expect(await store.readStream(id)).toEqual([]);
    expect(await readAllOf(store, [id])).toHaveLength(2);
    // Both adapters refuse: re-creating would restart the stream past events its hash chain no longer sees.
    for (const expectedRevision of ['any', 'no_stream'] as const) {
      await expect(store.append(id, [newEvent()], { expectedRevision })).rejects.toBeInstanceOf(StreamDeletedError);
    }
  });

  test('deleting a stream that does not exist: any and no_stream are satisfied, an exact revision conflicts with no actual revision', async () => {
    const id = stream('nodel');
    await store.deleteStream(id);
    await store.deleteStream(id, { expectedRevision: 'no_stream' });
    const conflict = await store.deleteStream(id, { expectedRevision: 0 }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(WrongExpectedRevisionError);
    expect((conflict as WrongExpectedRevisionError).actual).toBeNull();
    expect(await store.readStream(id)).toEqual([]);
  });

  test('truncate-before hides earlier revisions from stream reads only', async () => {
    const id = stream('trunc');
    await store.append(
      id,
      Array.from({ length: 5 }, () => newEvent()),
      { expectedRevision: 'no_stream' },
    );
    await store.truncateBefore(id, 3);
    expect((await store.readStream(id)).map((e) => e.streamRevision)).toEqual([3, 4]);
    expect((await store.readStream(id, { direction: 'backwards' })).map((e) => e.streamRevision)).toEqual([4, 3]);
    expect(await readAllOf(store, [id])).toHaveLength(5);
    expect((await store.append(id, [newEvent()], { expectedRevision: 4 })).nextExpectedRevision).toBe(5);
  });

  test('upcasters registered by type and version rewrite old events on every read path', async () => {
    const upcasters = new UpcasterRegistry()
      .register('PriceSet', 1, (e) => ({
        ...e,
        schemaVersion: 2,
        data: { cents: (e.data as { dollars: number }).dollars * 100, currency: 'HKD' },
      }))
      .register('PriceSet', 2, (e) => ({ ...e, schemaVersion: 3, data: { ...(e.data as object), source: 'legacy' } }));
    const upcasting = await subject.createStore({ upcasters });
    try {
      const id = stream('up');
      const old = newEvent('PriceSet', { dollars: 12 }, { schemaVersion: 1 });
      const current = newEvent('PriceSet', { cents: 5, currency: 'USD', source: 'api' }, { schemaVersion: 3 });
      await upcasting.append(id, [old, current], { expectedRevision: 'no_stream' });
      const read = await upcasting.readStream(id);
      expect(read.map((e) => [e.schemaVersion, e.data])).toEqual([
        [3, { cents: 1200, currency: 'HKD', source: 'legacy' }],
        [3, { cents: 5, currency: 'USD', source: 'api' }],
      ]);
      expect((await readAllOf(upcasting, [id]))[0].data).toEqual({ cents: 1200, currency: 'HKD', source: 'legacy' });
      // The plain store still sees what was stored: upcasting never rewrites history.
      expect((await store.readStream(id))[0].data).toEqual({ dollars: 12 });
    } finally {
      await upcasting.close();
    }
  });

  test('a catch-up subscription delivers from an exclusive position, in order, then live', async () => {
    const id = stream('sub');
    const first = await store.append(id, [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
    const seen: RecordedEvent[] = [];
    const sub = store.subscribe({
      after: first.position,
      onEvent: (e) => Promise.resolve(void (e.streamId === id && seen.push(e))),
    });
    try {
      await sub.caughtUp();
      expect(seen).toEqual([]);
      const live = [newEvent('C'), newEvent('D')];
      await store.append(id, live, { expectedRevision: 1 });
      await waitFor(() => seen.length === 2, 5000);
      expect(seen.map((e) => e.eventId)).toEqual(live.map((e) => e.eventId));
    } finally {
      await sub.stop();
    }
  });

  test('every append carries the audit hash chain, which verifies, and metadata reads back as appended', async () => {
    const id = stream('chain');
    const first = [newEvent('A', { i: 0 }), newEvent('B', { nested: { z: 1, a: [1.5, 'x'] } })];
    await store.append(id, first, { expectedRevision: 'no_stream' });
    await store.append(id, [newEvent('C', null)], { expectedRevision: 1 });
    await store.append(id, [newEvent('D')], { expectedRevision: 'any' });
    await store.append(id, [newEvent('E')], { expectedRevision: 'stream_exists' });
    const read = await store.readStream(id);
    expect(read[0].metadata).toEqual(first[0].metadata);
    expect(read[0].integrity?.previousHash).toBe(GENESIS_HASH);
    for (let i = 1; i < read.length; i++) expect(read[i].integrity?.previousHash).toBe(read[i - 1].integrity?.hash);
    expect(await store.verifyStreamChain(id)).toMatchObject({ ok: true, checked: 5, unchainedBefore: 0 });
    // The same hash for the same content, whichever adapter stored it (integrity/event-hash.ts = es_event_hash).
    const e = read[1];
    expect(e.integrity?.hash).toBe(
      eventHash(
        {
          streamId: id,
          revision: 1,
          eventId: e.eventId,
          type: e.type,
          schemaVersion: e.schemaVersion,
          data: e.data,
          metadata: e.metadata,
        },
        read[0].integrity!.hash,
      ),
    );
  });

  test('concurrent appends with no expected revision still leave one unbroken chain', async () => {
    const id = stream('chainrace');
    await store.append(id, [newEvent()], { expectedRevision: 'no_stream' });
    const writers = await Promise.all(Array.from({ length: 4 }, () => subject.createStore()));
    try {
      await Promise.all(
        writers.flatMap((w) =>
          Array.from({ length: 3 }, () => w.append(id, [newEvent(), newEvent()], { expectedRevision: 'any' })),
        ),
      );
    } finally {
      await Promise.all(writers.map((w) => w.close()));
    }
    expect(await store.readStream(id)).toHaveLength(25);
    expect(await store.verifyStreamChain(id)).toMatchObject({ ok: true, checked: 25 });
  });

  test('16 concurrent writers with slow commits and a restarted subscriber: nothing lost, duplicated or reordered', async () => {
    const report = await runConcurrentWritersScenario({
      createStore: (hold) =>
        subject.createStore(subject.canHoldAppendTransactions ? { holdAppendTransactionMs: hold } : {}),
      reader: store,
      writers: 16,
      appendsPerWriter: 10,
      streams: 12,
      maxHoldMs: 25,
    });
    process.stdout.write(
      `[contract] concurrent writers: ${JSON.stringify({ ...report, lost: report.lost.length, duplicatedPastCheckpoint: report.duplicatedPastCheckpoint.length })}\n`,
    );
    expect(report.lost).toEqual([]);
    expect(report.duplicatedPastCheckpoint).toEqual([]);
    expect(report.outOfOrderStreams).toEqual([]);
    expect(report.positionInversions).toBe(0);
    expect(report.delivered).toBe(report.appended);
    expect(report.restarts).toBe(1);
    expect(report.appended).toBeGreaterThanOrEqual(16 * 10);
  }, 60000);
}

export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
