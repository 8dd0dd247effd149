import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { DataKeys, type SqlRows } from './data-keys';
import { LocalKeyManagement } from './local-key-management';
import { resolvePersonalDataMasterKey } from './master-key';
import { openingEventStore } from './opening-event-store';
import { PersonalDataCipher } from './personal-data-cipher';
import { collectSubjects, ERASED, isSealed, openAll, openString, sealString } from './sealed-value';

/** personal_data_keys in memory, answering the three statements DataKeys sends; counts the queries. */
function fakeKeyTable() {
  const rows = new Map<string, string | null>();
  let queries = 0;
  const run: SqlRows = (sql, params) => {
    queries += 1;
    if (sql.startsWith('SELECT')) {
      const ids = params[0] as string[];
      return Promise.resolve(
        ids.filter((id) => rows.has(id)).map((id) => ({ subject_id: id, wrapped_key: rows.get(id) })),
      );
    }
    if (sql.includes('DO NOTHING')) {
      if (!rows.has(params[0] as string)) rows.set(params[0] as string, params[1] as string);
      return Promise.resolve([]);
    }
    for (const id of params[0] as string[]) rows.set(id, null);
    return Promise.resolve([]);
  };
  return { run, rows, queries: () => queries };
}

describe('sealed values (AES-256-GCM per subject)', () => {
  const key = randomBytes(32);

  it('round-trips, never holds the plaintext, and binds the subject', () => {
    const sealed = sealString(key, 'acc-1', 'Chan Tai Man');
    expect(isSealed(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain('Chan');
    expect(openString(key, sealed)).toBe('Chan Tai Man');
    // The same text twice is two different ciphertexts (random nonce).
    expect(sealString(key, 'acc-1', 'Chan Tai Man').ct).not.toBe(sealed.ct);
    expect(openString(key, { ...sealed, $pd: 'acc-2' })).toBe(ERASED);
  });

  it('reads as erased without the key, with another key, or when tampered', () => {
    const sealed = sealString(key, 'acc-1', '+852 9123 4567');
    expect(openString(null, sealed)).toBe(ERASED);
    expect(openString(randomBytes(32), sealed)).toBe(ERASED);
    expect(openString(key, { ...sealed, ct: sealed.ct.slice(0, -2) + 'AA' })).toBe(ERASED);
  });

  it('opens every sealed value in a tree and shares untouched branches', () => {
    const data = {
      items: [{ id: 'i1' }],
      delivery: { kind: 'address', address: { recipientName: sealString(key, 's', 'Wong'), country: 'hk' } },
    };
    expect([...collectSubjects(data, new Set())]).toEqual(['s']);
    const opened = openAll(data, () => key) as typeof data;
    expect(opened.delivery.address).toEqual({ recipientName: 'Wong', country: 'hk' });
    expect(opened.items).toBe(data.items);
    expect(openAll({ name: 'typed { $pd }' }, () => key)).toEqual({ name: 'typed { $pd }' });
  });
});

describe('LocalKeyManagement', () => {
  it('wraps and unwraps; another master key cannot unwrap', async () => {
    const km = new LocalKeyManagement(randomBytes(32));
    const dataKey = randomBytes(32);
    const wrapped = await km.wrap(dataKey);
    expect(wrapped).not.toContain(dataKey.toString('base64url'));
    expect((await km.unwrap(wrapped)).equals(dataKey)).toBe(true);
    await expect(new LocalKeyManagement(randomBytes(32)).unwrap(wrapped)).rejects.toThrow();
    expect(() => new LocalKeyManagement(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('resolvePersonalDataMasterKey', () => {
  it('uses the configured key, else keeps a generated one in the data folder (owner-only)', () => {
    const configured = randomBytes(32);
    expect(
      resolvePersonalDataMasterKey({ personalDataMasterKey: configured.toString('base64'), dataDir: '/nonexistent' }),
    ).toEqual(configured);
    const dataDir = mkdtempSync(join(tmpdir(), 'pd-key-'));
    const first = resolvePersonalDataMasterKey({ personalDataMasterKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    expect(resolvePersonalDataMasterKey({ personalDataMasterKey: undefined, dataDir })).toEqual(first);
    const file = join(dataDir, 'personal-data-master-key');
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toEqual(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readdirSync(dataDir)).toEqual(['personal-data-master-key']); // no draft left behind
  });
});

describe('PersonalDataCipher with DataKeys', () => {
  const setup = (capacity = 100) => {
    const table = fakeKeyTable();
    let now = 0;
    const keys = new DataKeys(table.run, new LocalKeyManagement(randomBytes(32)), {
      capacity,
      ttlMs: 1000,
      now: () => now,
    });
    return { table, cipher: new PersonalDataCipher(keys), advance: (ms: number) => (now += ms) };
  };

  it('seals under a key made on first use, stored wrapped, and opens a slice with one key query', async () => {
    const { table, cipher, advance } = setup();
    const sealA = await cipher.sealerFor('a');
    const sealB = await cipher.sealerFor('b');
    const events = Array.from({ length: 50 }, (_, i) => ({
      type: 'X',
      data: { name: (i % 2 ? sealA : sealB)(`person ${i}`), n: i },
    }));
    expect(table.rows.size).toBe(2);
    expect([...table.rows.values()].every((w) => w?.startsWith('local-v1:'))).toBe(true);
    advance(5000); // past the TTL: the keys are read again, both in one query
    const before = table.queries();
    const opened = await cipher.openEvents(events);
    expect(table.queries() - before).toBe(1);
    expect(opened.map((e) => e.data.name)).toEqual(events.map((_, i) => `person ${i}`));
    // From memory now: no query at all.
    await cipher.openEvents(events);
    expect(table.queries() - before).toBe(1);
  });

  it('after the key is destroyed, reads are erased and new seals store the placeholder', async () => {
    const { cipher } = setup();
    const seal = await cipher.sealerFor('a');
    const event = { data: { phone: seal('+852 9123 4567') } };
    await cipher.destroyKeys(['a', 'never-sealed']);
    cipher.forgetErased(['a']);
    expect((await cipher.openEvents([event]))[0].data.phone).toBe(ERASED);
    expect((await cipher.sealerFor('a'))('new')).toBe(ERASED);
    expect((await cipher.sealerFor('never-sealed'))('new')).toBe(ERASED);
  });

  it('another instance forgets an erased key within the TTL; the LRU stays bounded', async () => {
    const { table, cipher, advance } = setup(2);
    const seal = await cipher.sealerFor('a');
    const event = { data: { v: seal('secret') } };
    expect((await cipher.openEvents([event]))[0].data.v).toBe('secret');
    table.rows.set('a', null); // erased by another instance: this one keeps its memory up to the TTL
    expect((await cipher.openEvents([event]))[0].data.v).toBe('secret');
    advance(1001);
    expect((await cipher.openEvents([event]))[0].data.v).toBe(ERASED);
    for (const s of ['b', 'c', 'd']) await cipher.sealerFor(s);
    const before = table.queries();
    await cipher.openEvents([{ data: { v: (await cipher.sealerFor('b'))('x') } }]);
    expect(table.queries()).toBeGreaterThan(before); // b was pushed out by c and d
  });
});

describe('openingEventStore', () => {
  it('opens the personal fields of what readStreams reads, stream by stream, as readStream does', async () => {
    const table = fakeKeyTable();
    const keys = new DataKeys(table.run, new LocalKeyManagement(randomBytes(32)), { capacity: 10, ttlMs: 1000 });
    const cipher = new PersonalDataCipher(keys);
    const seal = await cipher.sealerFor('person-1');
    const sealed = (n: number) => ({ type: 'X', data: { name: seal(`name ${n}`), n } }) as unknown as RecordedEvent;
    const stored = [[sealed(0), sealed(1)], [], [sealed(2)]];
    const store = {
      readStream: () => Promise.resolve(stored[0]),
      readStreams: () => Promise.resolve(stored),
      readAll: () => Promise.resolve([]),
      subscribe: () => undefined,
    } as unknown as EventStore;
    const opened = openingEventStore(store, cipher);
    const streams = await opened.readStreams!([
      { streamId: 'a', maxCount: 2 },
      { streamId: 'b', maxCount: 1 },
      { streamId: 'c', maxCount: 1 },
    ]);
    expect(streams.map((events) => events.map((e) => (e.data as { name: string }).name))).toEqual([
      ['name 0', 'name 1'],
      [],
      ['name 2'],
    ]);
    expect(await opened.readStream('a')).toEqual(streams[0]);
  });
});
