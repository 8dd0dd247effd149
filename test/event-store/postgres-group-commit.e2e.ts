import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import {
  InvalidEventError,
  StreamDeletedError,
  WrongExpectedRevisionError,
} from '../../src/platform/event-store/event-store.errors';
import type { AppendResult } from '../../src/platform/event-store/event-store.port';
import { GENESIS_HASH } from '../../src/platform/event-store/integrity/event-hash';
import { decodePgPosition } from '../../src/platform/event-store/postgres/pg-position';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/test-database';
import { newEvent } from './event-store.contract';
import { postgresStoreContract } from './postgres-contract.fixture';

// Group commit (EVENT_STORE_GROUP_COMMIT=on): the whole contract again, then what
// grouping adds. A group forms without any timing: with one group in flight, every append made
// while the first one is committing waits and goes in the next group (appends enqueue synchronously).

describe('PostgresEventStore with group commit: the EventStore contract', () => {
  postgresStoreContract({ groupCommit: true });
});

describe('PostgresEventStore group commit: one transaction, each append judged alone', () => {
  let pool: Pool;
  let store: PostgresEventStore;
  const sid = (label: string) => `gc${label}-${randomUUID().replace(/-/g, '')}`;
  const txOf = (result: AppendResult) => decodePgPosition(result.position).transactionId;
  const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
  const value = <T>(r: PromiseSettledResult<T>): T => {
    if (r.status === 'rejected') throw r.reason;
    return r.value;
  };
  const reason = (r: PromiseSettledResult<unknown>): unknown => (r.status === 'rejected' ? r.reason : undefined);

  beforeAll(async () => {
    pool = new Pool({ connectionString: await createTestDatabase(), max: 10 });
    store = new PostgresEventStore(pool, { pollIntervalMs: 60000, groupCommit: { maxInFlight: 1 } });
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
  });

  /** Starts one append that occupies the only group slot, so the appends made next queue up together. */
  const occupy = () => store.append(sid('lead'), [newEvent()], { expectedRevision: 'no_stream' });

  test('a wrong revision or a reused event id refuses only its own append; the rest commit together', async () => {
    const [s1, s2, s3, s4] = [sid('a'), sid('b'), sid('c'), sid('d')];
    const reused = newEvent();
    for (const [id, first] of [
      [s1, newEvent()],
      [s2, newEvent()],
      [s3, newEvent()],
      [s4, reused],
    ] as const)
      await store.append(id, [first], { expectedRevision: 'no_stream' });
    const groupsBefore = store.groupCommitStats!.groups;

    const lead = occupy();
    const results = await settled([
      store.append(s1, [newEvent('A1')], { expectedRevision: 0 }),
      store.append(s2, [newEvent('B1')], { expectedRevision: 5 }),
      store.append(s3, [newEvent('C1'), newEvent('C2')], { expectedRevision: 0 }),
      store.append(s1, [newEvent('A2')], { expectedRevision: 1 }),
      store.append(s4, [reused, newEvent('D1')], { expectedRevision: 'any' }),
      store.append(s3, [newEvent('C3')], { expectedRevision: 0 }),
    ]);
    const leadResult = await lead;

    const [a1, b, c, a2, d, cLate] = results;
    expect(value(a1).nextExpectedRevision).toBe(1);
    expect(value(a2).nextExpectedRevision).toBe(2);
    expect(value(c).nextExpectedRevision).toBe(2);
    expect(reason(b)).toBeInstanceOf(WrongExpectedRevisionError);
    expect((reason(b) as WrongExpectedRevisionError).actual).toBe(0);
    expect(reason(d)).toBeInstanceOf(InvalidEventError);
    // Same stream, same group: the member after the one that moved it to revision 2 sees that.
    expect(reason(cLate)).toBeInstanceOf(WrongExpectedRevisionError);
    expect((reason(cLate) as WrongExpectedRevisionError).actual).toBe(2);

    // One transaction for the committed members, not the lead's.
    const tx = new Set([a1, a2, c].map((r) => txOf(value(r))));
    expect(tx.size).toBe(1);
    expect(tx.has(txOf(leadResult))).toBe(false);
    expect(store.groupCommitStats!.groups - groupsBefore).toBe(2);
    expect(store.groupCommitStats!.largestGroup).toBeGreaterThanOrEqual(6);

    expect((await store.readStream(s1)).map((e) => e.type)).toEqual(['ThingHappened', 'A1', 'A2']);
    expect(await store.readStream(s2)).toHaveLength(1);
    expect((await store.readStream(s3)).map((e) => e.type)).toEqual(['ThingHappened', 'C1', 'C2']);
    // The refused member's savepoint undid its stream row update too: the next exact append fits.
    expect((await store.readStream(s4)).map((e) => e.eventId)).toEqual([reused.eventId]);
    expect((await store.append(s4, [newEvent()], { expectedRevision: 0 })).nextExpectedRevision).toBe(1);
    for (const id of [s1, s3, s4]) expect(await store.verifyStreamChain(id)).toMatchObject({ ok: true });
  });

  test('16 creators of one stream in one group: exactly one wins, the others get a typed conflict', async () => {
    const id = sid('race');
    const lead = occupy();
    const results = await settled(
      Array.from({ length: 16 }, () => store.append(id, [newEvent()], { expectedRevision: 'no_stream' })),
    );
    await lead;
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => reason(r) instanceof WrongExpectedRevisionError)).toHaveLength(15);
    expect(await store.readStream(id)).toHaveLength(1);
  });

  test('a retry in the same group and a later retry return the original result and add nothing', async () => {
    const id = sid('idem');
    const events = [newEvent('A'), newEvent('B')];
    const lead = occupy();
    const [first, again, deleted] = await settled([
      store.append(id, events, { expectedRevision: 'no_stream' }),
      store.append(id, events, { expectedRevision: 'no_stream' }),
      store.append(sid('never'), [newEvent()], { expectedRevision: 0 }),
    ]);
    await lead;
    expect(value(again)).toEqual(value(first));
    expect(reason(deleted)).toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store.append(id, events, { expectedRevision: 'any' })).toEqual(value(first));
    expect(await store.readStream(id)).toHaveLength(2);

    await store.deleteStream(id);
    const lead2 = occupy();
    const [gone] = await settled([store.append(id, [newEvent()], { expectedRevision: 'any' })]);
    await lead2;
    expect(reason(gone)).toBeInstanceOf(StreamDeletedError);
  });

  test('the hash chain verifies after grouped appends, several of them to one stream in one transaction', async () => {
    const id = sid('chain');
    await store.append(id, [newEvent()], { expectedRevision: 'no_stream' });
    const lead = occupy();
    const grouped = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        store.append(id, [newEvent('G', { i }), newEvent('G', { i, second: true })], { expectedRevision: 'any' }),
      ),
      store.append(id, [newEvent('X')], { expectedRevision: 'stream_exists' }),
    ]);
    await lead;
    expect(new Set(grouped.map(txOf)).size).toBe(1);
    const read = await store.readStream(id);
    expect(read.map((e) => e.streamRevision)).toEqual(Array.from({ length: 22 }, (_, i) => i));
    expect(read[0].integrity?.previousHash).toBe(GENESIS_HASH);
    for (let i = 1; i < read.length; i++) expect(read[i].integrity?.previousHash).toBe(read[i - 1].integrity?.hash);
    expect(await store.verifyStreamChain(id)).toMatchObject({ ok: true, checked: 22, unchainedBefore: 0 });
  });

  test('a group whose commit fails: every member is refused and none of it is written', async () => {
    // A deferred constraint trigger runs at COMMIT, after es_append_group returned: the commit fails.
    await pool.query(`CREATE FUNCTION test_refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.data ? 'refuseCommit' THEN RAISE EXCEPTION 'commit refused by the test trigger'; END IF;
        RETURN NULL;
      END $$`);
    await pool.query(`CREATE CONSTRAINT TRIGGER test_refuse_commit AFTER INSERT ON es_events
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_refuse_commit()`);
    try {
      const existing = sid('existing');
      await store.append(existing, [newEvent()], { expectedRevision: 'no_stream' });
      const fresh = [sid('f1'), sid('f2')];
      const lead = occupy();
      const results = await settled([
        store.append(fresh[0], [newEvent()], { expectedRevision: 'no_stream' }),
        store.append(existing, [newEvent()], { expectedRevision: 0 }),
        store.append(fresh[1], [newEvent('Bad', { refuseCommit: true })], { expectedRevision: 'no_stream' }),
      ]);
      await lead;
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
      for (const r of results) expect(String((reason(r) as Error).message)).toContain('commit refused');
      for (const id of fresh) expect(await store.readStream(id)).toEqual([]);
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM es_streams WHERE stream_id = ANY($1)`,
        [fresh],
      );
      expect(rows[0].n).toBe(0);
      expect(await store.readStream(existing)).toHaveLength(1);
      // The store carries on: the same appends without the refused one commit.
      expect((await store.append(existing, [newEvent()], { expectedRevision: 0 })).nextExpectedRevision).toBe(1);
      expect((await store.append(fresh[0], [newEvent()], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(
        0,
      );
      expect(await store.verifyStreamChain(existing)).toMatchObject({ ok: true, checked: 2 });
    } finally {
      await pool.query(`DROP TRIGGER test_refuse_commit ON es_events`);
      await pool.query(`DROP FUNCTION test_refuse_commit()`);
    }
  });

  test('two groups in flight and many writers on shared streams: no deadlock, dense revisions, chains verify', async () => {
    const wide = new PostgresEventStore(pool, { groupCommit: { maxInFlight: 4, maxGroupSize: 8 } });
    const streams = Array.from({ length: 5 }, (_, i) => sid(`shared${i}`));
    try {
      await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          // Reverse order half of the time, so groups would lock rows in opposite orders if unsorted.
          wide.append(streams[i % 2 === 0 ? i % 5 : 4 - (i % 5)], [newEvent('W', { i })], { expectedRevision: 'any' }),
        ),
      );
      expect(wide.groupCommitStats!.appends).toBe(120);
      for (const id of streams) {
        const read = await store.readStream(id);
        expect(read.map((e) => e.streamRevision)).toEqual(Array.from({ length: 24 }, (_, i) => i));
        expect(await store.verifyStreamChain(id)).toMatchObject({ ok: true, checked: 24 });
      }
    } finally {
      await wide.close();
    }
  });
});
