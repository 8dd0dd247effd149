import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../event-store.port';
import { GENESIS_HASH } from '../integrity/event-hash';
import { chainEvents, headAfter, verifyEsdbChain } from './esdb-hash-chain';
import { storedAsServer as stored } from './esdb-stored.fixture';

const newEvent = (i: number): NewEvent => ({
  eventId: randomUUID(),
  type: 'Thing',
  data: { i },
  metadata: { actor: { id: 'u', role: 'staff' } },
});

describe('EventStoreDB hash chain', () => {
  const streamId = 'batch-1';

  it('given a new stream, when events are chained, then they link from genesis and verify', () => {
    const chained = chainEvents(streamId, [newEvent(0), newEvent(1), newEvent(2)], headAfter(undefined));
    expect(chained[0].metadata?.previousHash).toBe(GENESIS_HASH);
    expect(chained[1].metadata?.previousHash).toBe(chained[0].metadata?.hash);
    const read = stored(streamId, chained);
    expect(read[0].metadata).toEqual({ actor: { id: 'u', role: 'staff' } });
    expect(verifyEsdbChain(streamId, read)).toMatchObject({ ok: true, checked: 3 });
  });

  it('given a chained stream, when a later append chains onto its last event, then the whole stream verifies', () => {
    const first = stored(streamId, chainEvents(streamId, [newEvent(0), newEvent(1)], headAfter(undefined)));
    const more = stored(streamId, chainEvents(streamId, [newEvent(2)], headAfter(first[1])), 2);
    expect(verifyEsdbChain(streamId, [...first, ...more])).toMatchObject({ ok: true, checked: 3 });
  });

  it('given an event whose data changed after hashing, then verification reports a hash mismatch there', () => {
    const read = stored(streamId, chainEvents(streamId, [newEvent(0), newEvent(1), newEvent(2)], headAfter(undefined)));
    read[1] = { ...read[1], data: { i: 99 } };
    const result = verifyEsdbChain(streamId, read);
    expect(result.ok).toBe(false);
    expect(result.firstBreak).toEqual({ revision: 1, reason: 'hash_mismatch' });
    expect(result.events.map((e) => e.ok)).toEqual([true, false, false]);
  });

  it('given a stream whose early events the server hides (truncate-before), then the shown part verifies from its first link', () => {
    const all = stored(streamId, chainEvents(streamId, [newEvent(0), newEvent(1), newEvent(2)], headAfter(undefined)));
    expect(verifyEsdbChain(streamId, all.slice(1))).toMatchObject({ ok: true, checked: 2 });
  });

  it('given a hash computed for another revision, then verification fails', () => {
    const wrong = stored(
      streamId,
      chainEvents(streamId, [newEvent(0)], { firstRevision: 5, previousHash: GENESIS_HASH }),
    );
    expect(verifyEsdbChain(streamId, wrong).firstBreak).toEqual({ revision: 0, reason: 'hash_mismatch' });
  });
});
