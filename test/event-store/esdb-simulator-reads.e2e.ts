// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendResult,
} from '@eventstore/db-client';
import {
  caught,
  event,
  readAll,
  readStream,
  revisions,
  stream,
  TOMBSTONE_REVISION,
  useSimulatorClient,
} from './esdb-simulator.fixture';

// The simulator's EventStoreDB rules, exercised through the real @eventstore/db-client over gRPC.
// The adapter's contract (eventstoredb-event-store.e2e.ts) covers what the application relies on;
// this covers the server behaviour the simulator claims to reproduce.

describe('EventStoreDB simulator: deletes, reads and positions', () => {
  const w = useSimulatorClient();

  test('soft delete: not found, `$tb` = long.MaxValue; an append re-creates the stream continuing the revisions', async () => {
    const id = stream('soft');
    await w.client.appendToStream(id, [event(), event()], { expectedRevision: NO_STREAM });
    await expect(w.client.deleteStream(id, { expectedRevision: 0n })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    const deleted = await w.client.deleteStream(id, { expectedRevision: 1n });
    expect(deleted.position).toBeDefined();
    await expect(readStream(w.client, id)).rejects.toBeInstanceOf(StreamNotFoundError);
    const [marker] = await readStream(w.client, `$$${id}`);
    expect(marker.event).toEqual(expect.objectContaining({ type: '$metadata', revision: 0n }));
    expect(marker.event!.position).toEqual(deleted.position);
    expect((await w.client.getStreamMetadata(id)).metadata?.truncateBefore).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    // STREAM_EXISTS counts a soft-deleted stream as deleted; NO_STREAM re-creates it.
    await expect(w.client.appendToStream(id, event(), { expectedRevision: STREAM_EXISTS })).rejects.toBeInstanceOf(
      StreamDeletedError,
    );
    const recreated = await w.client.appendToStream(id, [event('C'), event('D')], { expectedRevision: NO_STREAM });
    expect(recreated.nextExpectedRevision).toBe(3n);
    expect((await readStream(w.client, id)).map((e) => [e.event!.revision, e.event!.type])).toEqual([
      [2n, 'C'],
      [3n, 'D'],
    ]);
    expect((await w.client.getStreamMetadata(id)).metadata).toEqual({ truncateBefore: 2 });
    await expect(w.client.appendToStream(id, event(), { expectedRevision: NO_STREAM })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    // Everything stays in $all: the old events, both metadata records, the new events.
    const log = (await readAll(w.client)).filter((e) => e.event!.streamId === id || e.event!.streamId === `$$${id}`);
    expect(log.map((e) => `${e.event!.streamId === id ? 's' : 'meta'}:${e.event!.revision}`)).toEqual([
      's:0',
      's:1',
      'meta:0',
      's:2',
      's:3',
      'meta:1',
    ]);
  });

  test('soft delete re-created by ANY or by the last revision; a stream that never existed cannot be soft-deleted', async () => {
    for (const expectedRevision of [ANY, 0n] as const) {
      const id = stream('recreate');
      await w.client.appendToStream(id, event());
      await w.client.deleteStream(id);
      expect((await w.client.appendToStream(id, event(), { expectedRevision })).nextExpectedRevision).toBe(1n);
      expect(revisions(await readStream(w.client, id))).toEqual([1n]);
    }
    await expect(w.client.deleteStream(stream('never'))).rejects.toBeInstanceOf(WrongExpectedVersionError);
  });

  test('tombstone: reads, metadata and appends fail with StreamDeletedError; a `$streamDeleted` record is in $all', async () => {
    const id = stream('tomb');
    const written = await w.client.appendToStream(id, event());
    await expect(w.client.tombstoneStream(id, { expectedRevision: 5n })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    const tombstoned = await w.client.tombstoneStream(id, { expectedRevision: 0n });
    expect(tombstoned.position!.commit).toBeGreaterThan(written.position!.commit);
    await expect(readStream(w.client, id)).rejects.toBeInstanceOf(StreamDeletedError);
    await expect(readStream(w.client, id, { direction: BACKWARDS, fromRevision: END })).rejects.toBeInstanceOf(
      StreamDeletedError,
    );
    await expect(w.client.getStreamMetadata(id)).rejects.toBeInstanceOf(StreamDeletedError);
    await expect(w.client.tombstoneStream(id)).rejects.toBeInstanceOf(StreamDeletedError);
    await expect(w.client.deleteStream(id)).rejects.toBeInstanceOf(StreamDeletedError);
    const record = (await readAll(w.client)).find(
      (e) => e.event!.streamId === id && e.event!.type === '$streamDeleted',
    );
    expect(record?.event).toEqual(
      expect.objectContaining({ revision: TOMBSTONE_REVISION, isJson: false, position: tombstoned.position }),
    );
    // A stream that never existed can be tombstoned with ANY or NO_STREAM, not with STREAM_EXISTS.
    await w.client.tombstoneStream(stream('tombnew'), { expectedRevision: NO_STREAM });
    // (The client's types leave STREAM_EXISTS out for tombstones; its code sends it.)
    const streamExists = STREAM_EXISTS as unknown as typeof ANY;
    await expect(
      w.client.tombstoneStream(stream('tombnew'), { expectedRevision: streamExists }),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
  });

  test('`$tb` and `$maxCount` hide older events from stream reads (forwards and backwards), not from $all', async () => {
    const id = stream('tb');
    await w.client.appendToStream(
      id,
      Array.from({ length: 6 }, () => event()),
      { expectedRevision: NO_STREAM },
    );
    await w.client.setStreamMetadata(id, { truncateBefore: 3 });
    expect(revisions(await readStream(w.client, id))).toEqual([3n, 4n, 5n]);
    expect(revisions(await readStream(w.client, id, { fromRevision: 1n, maxCount: 2 }))).toEqual([3n, 4n]);
    expect(revisions(await readStream(w.client, id, { direction: BACKWARDS, fromRevision: END }))).toEqual([
      5n,
      4n,
      3n,
    ]);
    expect(revisions(await readStream(w.client, id, { direction: BACKWARDS, fromRevision: 2n }))).toEqual([]);
    await w.client.setStreamMetadata(id, { maxCount: 2 });
    expect(revisions(await readStream(w.client, id))).toEqual([4n, 5n]);
    // Only the newest metadata event of `$$stream` is readable (metastreams keep $maxCount 1).
    expect(revisions(await readStream(w.client, `$$${id}`))).toEqual([1n]);
    expect((await readAll(w.client)).filter((e) => e.event!.streamId === id)).toHaveLength(6);
    // A truncated stream still exists: empty, not "not found".
    await w.client.setStreamMetadata(id, { truncateBefore: 100 });
    expect(await readStream(w.client, id)).toEqual([]);
    expect((await w.client.appendToStream(id, event(), { expectedRevision: 5n })).nextExpectedRevision).toBe(6n);
  });

  test('stream reads: forwards, backwards, from a revision, with a maximum count; a missing stream is StreamNotFoundError', async () => {
    const id = stream('read');
    await w.client.appendToStream(
      id,
      Array.from({ length: 5 }, (_, i) => event('N', { i })),
      { expectedRevision: NO_STREAM },
    );
    expect(revisions(await readStream(w.client, id, { fromRevision: 3n }))).toEqual([3n, 4n]);
    expect(revisions(await readStream(w.client, id, { fromRevision: 1n, maxCount: 2 }))).toEqual([1n, 2n]);
    expect(revisions(await readStream(w.client, id, { fromRevision: 9n }))).toEqual([]);
    expect(revisions(await readStream(w.client, id, { direction: BACKWARDS, fromRevision: END }))).toEqual([
      4n,
      3n,
      2n,
      1n,
      0n,
    ]);
    expect(revisions(await readStream(w.client, id, { direction: BACKWARDS, fromRevision: 2n, maxCount: 2 }))).toEqual([
      2n,
      1n,
    ]);
    expect(revisions(await readStream(w.client, id, { direction: BACKWARDS, fromRevision: 99n, maxCount: 1 }))).toEqual(
      [4n],
    );
    const missing = await caught(readStream(w.client, stream('missing')));
    expect(missing).toBeInstanceOf(StreamNotFoundError);
    expect((await readStream(w.client, id))[0].event).toEqual(
      expect.objectContaining({ streamId: id, type: 'N', data: { i: 0 }, isJson: true, created: expect.any(Date) }),
    );
  });

  test('$all positions: byte offsets, commit = prepare, one per event, the append result is its last event', async () => {
    const id = stream('pos');
    const result: AppendResult = await w.client.appendToStream(
      id,
      [event('A', { pad: 'x'.repeat(500) }), event('B'), event('C')],
      { expectedRevision: NO_STREAM },
    );
    const mine = (await readAll(w.client)).filter((e) => e.event!.streamId === id);
    const positions = mine.map((e) => e.event!.position);
    expect(positions.every((p) => p.commit === p.prepare)).toBe(true);
    expect(positions.map((p) => p.commit)).toEqual(
      [...positions.map((p) => p.commit)].sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(new Set(positions.map((p) => p.commit)).size).toBe(3);
    // The first record holds 500 bytes of data: the next one starts more than 500 bytes later.
    expect(positions[1].commit - positions[0].commit).toBeGreaterThan(500n);
    expect(result.position).toEqual(positions[2]);
    expect(mine.map((e) => e.commitPosition)).toEqual(positions.map((p) => p.commit));
    // Stream reads report the same positions.
    expect((await readStream(w.client, id)).map((e) => e.event!.position)).toEqual(positions);
  });

  test('$all reads: forwards inclusive of the start position, backwards exclusive; system events included, the epoch record is not', async () => {
    const id = stream('all');
    await w.client.appendToStream(id, [event('A'), event('B'), event('C')], { expectedRevision: NO_STREAM });
    const [a, b, c] = (await readAll(w.client)).filter((e) => e.event!.streamId === id).map((e) => e.event!.position);
    expect((await readAll(w.client, { fromPosition: b, maxCount: 2 })).map((e) => e.event!.type)).toEqual(['B', 'C']);
    expect(
      (await readAll(w.client, { direction: BACKWARDS, fromPosition: c, maxCount: 2 })).map((e) => e.event!.type),
    ).toEqual(['B', 'A']);
    expect(
      (await readAll(w.client, { direction: BACKWARDS, fromPosition: END, maxCount: 1 }))[0].event!.position,
    ).toEqual(c);
    expect(await readAll(w.client, { fromPosition: END })).toEqual([]);
    expect(a.commit).toBeLessThan(b.commit);
    await w.client.setStreamMetadata(id, { custom: true });
    const everything = await readAll(w.client, { direction: FORWARDS, fromPosition: START });
    expect(everything.some((e) => e.event!.streamId === `$$${id}` && e.event!.type === '$metadata')).toBe(true);
    expect(everything.some((e) => e.event!.streamId === '$epoch-information')).toBe(false);
    // The first event does not start at 0: the log begins with the node's epoch records.
    expect(everything[0].event!.position.commit).toBeGreaterThan(0n);
  });
});
