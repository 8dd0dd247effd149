import { randomUUID } from 'node:crypto';
import { StreamDeletedError, WrongExpectedRevisionError } from '../event-store.errors';
import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from '../event-store.port';
import { GENESIS_HASH } from '../integrity/event-hash';
import { appendChained, type ChainedAppendServer } from './esdb-chained-append';
import { verifyEsdbChain } from './esdb-hash-chain';
import { storedAsServer } from './esdb-stored.fixture';

/** One stream kept like the server keeps it: exact expected revisions, metadata stored as given. */
class OneStreamServer implements ChainedAppendServer {
  events: RecordedEvent[] = [];
  writes: ExpectedRevision[] = [];
  /** Events another writer slips in before our next write, to make it conflict. */
  sneakIn: NewEvent[][] = [];
  deleted = false;

  // eslint-disable-next-line @typescript-eslint/require-await -- implements a Promise-returning port; async keeps any throw a rejection
  async readStream(
    _id: string,
    o: { direction?: 'forwards' | 'backwards'; fromRevision?: number; maxCount: number },
  ): Promise<RecordedEvent[]> {
    if (o.direction === 'backwards') return this.events.slice(-o.maxCount).reverse();
    return this.events.filter((e) => e.streamRevision >= (o.fromRevision ?? 0)).slice(0, o.maxCount);
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- implements a Promise-returning port; async keeps any throw a rejection
  async nextRevisionOfMissingStream(id: string): Promise<number> {
    if (this.deleted) throw new StreamDeletedError(id);
    return 0;
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- implements a Promise-returning port; async keeps any throw a rejection
  async write(id: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    this.writes.push(expected);
    const other = this.sneakIn.shift();
    if (other) this.store(id, other);
    const current = this.events.length - 1;
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === -1) ||
      (expected === 'stream_exists' && current >= 0) ||
      expected === current;
    if (!ok) throw new WrongExpectedRevisionError(id, String(expected), current < 0 ? null : current);
    this.store(id, events);
    return { nextExpectedRevision: this.events.length - 1, position: `${this.events.length}/${this.events.length}` };
  }

  private store(id: string, events: NewEvent[]): void {
    this.events.push(...storedAsServer(id, events, this.events.length));
  }
}

const ev = (): NewEvent => ({ eventId: randomUUID(), type: 'Thing', data: { n: Math.random() } });
const id = 'batch-x';

describe('appendChained (EventStoreDB hash chain on append)', () => {
  it('given a new stream, when appending with no_stream, then the events chain from genesis', async () => {
    const server = new OneStreamServer();
    await appendChained(server, id, [ev(), ev()], 'no_stream');
    expect(server.events[0].integrity?.previousHash).toBe(GENESIS_HASH);
    expect(verifyEsdbChain(id, server.events)).toMatchObject({ ok: true, checked: 2 });
  });

  it('given revision 1 exists, when appending at exact revision 1, then it links to that event and writes at 1', async () => {
    const server = new OneStreamServer();
    await appendChained(server, id, [ev(), ev()], 'no_stream');
    await appendChained(server, id, [ev()], 1);
    expect(server.writes).toEqual(['no_stream', 1]);
    expect(server.events[2].integrity?.previousHash).toBe(server.events[1].integrity?.hash);
    expect(verifyEsdbChain(id, server.events).ok).toBe(true);
  });

  it('given another writer gets in first, when appending with any, then it re-reads and retries at the new head, linking to that event', async () => {
    const server = new OneStreamServer();
    await appendChained(server, id, [ev()], 'no_stream');
    server.sneakIn.push([ev()]);
    // The sneaked-in event carries no hash (a raw writer), so ours links to genesis: it restarts the chain, as PostgreSQL does after unchained events.
    await appendChained(server, id, [ev()], 'any');
    expect(server.writes).toEqual(['no_stream', 0, 1]);
    expect(server.events).toHaveLength(3);
    expect(server.events[2].integrity?.previousHash).toBe(GENESIS_HASH);
  });

  it('given the same events were already appended, when an any append is retried, then it answers as before and writes nothing', async () => {
    const server = new OneStreamServer();
    const events = [ev(), ev()];
    await appendChained(server, id, [ev()], 'no_stream');
    const first = await appendChained(server, id, events, 'any');
    const again = await appendChained(server, id, events, 'any');
    expect(again).toEqual(first);
    expect(server.events).toHaveLength(3);
  });

  it('given an exact revision that conflicts, then the conflict is not retried', async () => {
    const server = new OneStreamServer();
    await appendChained(server, id, [ev(), ev()], 'no_stream');
    await expect(appendChained(server, id, [ev()], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(server.writes).toEqual(['no_stream', 0]);
  });

  it('given a missing stream, when appending with stream_exists, then the server is asked and refuses', async () => {
    const server = new OneStreamServer();
    await expect(appendChained(server, id, [ev()], 'stream_exists')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  });

  it('given a soft-deleted stream, when appending, then it is refused as deleted', async () => {
    const server = new OneStreamServer();
    server.deleted = true;
    await expect(appendChained(server, id, [ev()], 'any')).rejects.toBeInstanceOf(StreamDeletedError);
    await expect(appendChained(server, id, [ev()], 'no_stream')).rejects.toBeInstanceOf(StreamDeletedError);
  });
});
