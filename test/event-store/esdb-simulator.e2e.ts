// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  MaxAppendSizeExceededError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  persistentSubscriptionToStreamSettingsFromDefaults,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendResult,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb';
import { startEsdbSimulator, type EsdbSimulator } from '../support/esdb-simulator';

// The simulator's EventStoreDB rules, exercised through the real @eventstore/db-client over gRPC.
// The adapter's contract (eventstoredb-event-store.e2e.ts) covers what the application relies on;
// this covers the server behaviour the simulator claims to reproduce.

const TOMBSTONE_REVISION = 2n ** 63n - 1n;
const stream = (label: string) => `sim${label}-${randomUUID().replace(/-/g, '')}`;
const event = (type = 'Happened', data: Record<string, unknown> = { at: Date.now() }) =>
  jsonEvent({ id: randomUUID(), type, data });

async function readStream(
  client: EventStoreDBClient,
  streamId: string,
  options: Parameters<EventStoreDBClient['readStream']>[1] = {},
): Promise<ResolvedEvent[]> {
  const events: ResolvedEvent[] = [];
  for await (const resolved of client.readStream(streamId, options)) events.push(resolved);
  return events;
}

async function readAll(
  client: EventStoreDBClient,
  options: Parameters<EventStoreDBClient['readAll']>[0] = {},
): Promise<AllStreamResolvedEvent[]> {
  const events: AllStreamResolvedEvent[] = [];
  for await (const resolved of client.readAll(options)) events.push(resolved);
  return events;
}

const revisions = (events: ResolvedEvent[]) => events.map((e) => e.event!.revision);
const caught = <T>(promise: Promise<T>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** appendToStream picks BatchAppend when the server advertises it (the client's protected `supports`). */
const usesBatchAppend = (client: EventStoreDBClient) =>
  (client as unknown as { supports(method: unknown): Promise<boolean> }).supports(StreamsService.batchAppend);

describe.each([true, false])('EventStoreDB simulator (batchAppend advertised: %s): appends', (batchAppend) => {
  let simulator: EsdbSimulator;
  let client: EventStoreDBClient;
  beforeAll(async () => {
    simulator = await startEsdbSimulator({ batchAppend });
    client = EventStoreDBClient.connectionString(simulator.url);
  });
  afterAll(async () => {
    await client.dispose();
    await simulator.stop();
  });

  test('the client sees what is advertised and appends through that call', async () => {
    expect(await usesBatchAppend(client)).toBe(batchAppend);
    const result = await client.appendToStream(stream('path'), event(), { expectedRevision: NO_STREAM });
    expect(result).toEqual(expect.objectContaining({ success: true, nextExpectedRevision: 0n }));
  });

  test('every expected revision kind, with the current and expected revision in the error', async () => {
    const id = stream('expected');
    const refused = async (expectedRevision: bigint | typeof NO_STREAM | typeof STREAM_EXISTS | typeof ANY) => {
      const error = await caught(client.appendToStream(id, event(), { expectedRevision }));
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      return error as WrongExpectedVersionError;
    };
    expect(await refused(STREAM_EXISTS)).toEqual(
      expect.objectContaining({ streamName: id, actualVersion: 'no_stream', expectedVersion: 'stream_exists' }),
    );
    expect(await refused(0n)).toEqual(expect.objectContaining({ actualVersion: 'no_stream', expectedVersion: 0n }));
    expect(
      (await client.appendToStream(id, [event(), event()], { expectedRevision: NO_STREAM })).nextExpectedRevision,
    ).toBe(1n);
    expect(await refused(NO_STREAM)).toEqual(
      expect.objectContaining({ actualVersion: 1n, expectedVersion: 'no_stream' }),
    );
    expect(await refused(0n)).toEqual(expect.objectContaining({ actualVersion: 1n, expectedVersion: 0n }));
    expect(await refused(7n)).toEqual(expect.objectContaining({ actualVersion: 1n, expectedVersion: 7n }));
    expect((await client.appendToStream(id, event(), { expectedRevision: 1n })).nextExpectedRevision).toBe(2n);
    expect((await client.appendToStream(id, event(), { expectedRevision: STREAM_EXISTS })).nextExpectedRevision).toBe(
      3n,
    );
    expect((await client.appendToStream(id, event(), { expectedRevision: ANY })).nextExpectedRevision).toBe(4n);
    expect((await client.appendToStream(stream('any'), event(), { expectedRevision: ANY })).nextExpectedRevision).toBe(
      0n,
    );
    expect(revisions(await readStream(client, id))).toEqual([0n, 1n, 2n, 3n, 4n]);
  });

  test('a stream with only metadata exists for STREAM_EXISTS', async () => {
    const id = stream('metaonly');
    await client.setStreamMetadata(id, { maxCount: 10 });
    expect((await client.appendToStream(id, event(), { expectedRevision: STREAM_EXISTS })).nextExpectedRevision).toBe(
      0n,
    );
  });

  test('idempotency by event id: a retry returns the original result and writes nothing', async () => {
    const id = stream('idem');
    const first = [event('A'), event('B')];
    const original = await client.appendToStream(id, first, { expectedRevision: NO_STREAM });
    const logLength = (await readAll(client)).length;
    expect(await client.appendToStream(id, first, { expectedRevision: NO_STREAM })).toEqual(original);
    expect(await client.appendToStream(id, first, { expectedRevision: ANY })).toEqual(original);
    expect(await client.appendToStream(id, first, { expectedRevision: STREAM_EXISTS })).toEqual(original);
    // Only the tail of the retry: acknowledged with the revision of that event.
    expect(await client.appendToStream(id, [first[1]], { expectedRevision: 0n })).toEqual(original);
    expect((await readAll(client)).length).toBe(logLength);
    // Part old, part new is not a retry.
    await expect(client.appendToStream(id, [first[1], event()], { expectedRevision: 0n })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    await expect(client.appendToStream(id, [first[0], event()], { expectedRevision: ANY })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    // The same ids against another stream are new events there.
    expect(
      (await client.appendToStream(stream('other'), first, { expectedRevision: NO_STREAM })).nextExpectedRevision,
    ).toBe(1n);
    expect(revisions(await readStream(client, id))).toEqual([0n, 1n]);
  });

  test('appending to a tombstoned stream is refused with StreamDeletedError', async () => {
    const id = stream('tombappend');
    await client.appendToStream(id, event());
    await client.tombstoneStream(id);
    await expect(client.appendToStream(id, event())).rejects.toBeInstanceOf(StreamDeletedError);
  });

  test('an append over the maximum append size (1 MiB) is refused', async () => {
    const big = jsonEvent({ type: 'Big', data: { blob: 'x'.repeat(1024 * 1024) } });
    await expect(client.appendToStream(stream('big'), big)).rejects.toBeInstanceOf(MaxAppendSizeExceededError);
  });
});

describe('EventStoreDB simulator: deletes, reads, positions and subscriptions', () => {
  let simulator: EsdbSimulator;
  let client: EventStoreDBClient;
  beforeAll(async () => {
    simulator = await startEsdbSimulator();
    client = EventStoreDBClient.connectionString(simulator.url);
  });
  afterAll(async () => {
    await client.dispose();
    await simulator.stop();
  });

  test('soft delete: not found, `$tb` = long.MaxValue; an append re-creates the stream continuing the revisions', async () => {
    const id = stream('soft');
    await client.appendToStream(id, [event(), event()], { expectedRevision: NO_STREAM });
    await expect(client.deleteStream(id, { expectedRevision: 0n })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    const deleted = await client.deleteStream(id, { expectedRevision: 1n });
    expect(deleted.position).toBeDefined();
    await expect(readStream(client, id)).rejects.toBeInstanceOf(StreamNotFoundError);
    const [marker] = await readStream(client, `$$${id}`);
    expect(marker.event).toEqual(expect.objectContaining({ type: '$metadata', revision: 0n }));
    expect(marker.event!.position).toEqual(deleted.position);
    expect((await client.getStreamMetadata(id)).metadata?.truncateBefore).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    // STREAM_EXISTS counts a soft-deleted stream as deleted; NO_STREAM re-creates it.
    await expect(client.appendToStream(id, event(), { expectedRevision: STREAM_EXISTS })).rejects.toBeInstanceOf(
      StreamDeletedError,
    );
    const recreated = await client.appendToStream(id, [event('C'), event('D')], { expectedRevision: NO_STREAM });
    expect(recreated.nextExpectedRevision).toBe(3n);
    expect((await readStream(client, id)).map((e) => [e.event!.revision, e.event!.type])).toEqual([
      [2n, 'C'],
      [3n, 'D'],
    ]);
    expect((await client.getStreamMetadata(id)).metadata).toEqual({ truncateBefore: 2 });
    await expect(client.appendToStream(id, event(), { expectedRevision: NO_STREAM })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    // Everything stays in $all: the old events, both metadata records, the new events.
    const log = (await readAll(client)).filter((e) => e.event!.streamId === id || e.event!.streamId === `$$${id}`);
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
      await client.appendToStream(id, event());
      await client.deleteStream(id);
      expect((await client.appendToStream(id, event(), { expectedRevision })).nextExpectedRevision).toBe(1n);
      expect(revisions(await readStream(client, id))).toEqual([1n]);
    }
    await expect(client.deleteStream(stream('never'))).rejects.toBeInstanceOf(WrongExpectedVersionError);
  });

  test('tombstone: reads, metadata and appends fail with StreamDeletedError; a `$streamDeleted` record is in $all', async () => {
    const id = stream('tomb');
    const written = await client.appendToStream(id, event());
    await expect(client.tombstoneStream(id, { expectedRevision: 5n })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    const tombstoned = await client.tombstoneStream(id, { expectedRevision: 0n });
    expect(tombstoned.position!.commit).toBeGreaterThan(written.position!.commit);
    await expect(readStream(client, id)).rejects.toBeInstanceOf(StreamDeletedError);
    await expect(readStream(client, id, { direction: BACKWARDS, fromRevision: END })).rejects.toBeInstanceOf(
      StreamDeletedError,
    );
    await expect(client.getStreamMetadata(id)).rejects.toBeInstanceOf(StreamDeletedError);
    await expect(client.tombstoneStream(id)).rejects.toBeInstanceOf(StreamDeletedError);
    await expect(client.deleteStream(id)).rejects.toBeInstanceOf(StreamDeletedError);
    const record = (await readAll(client)).find((e) => e.event!.streamId === id && e.event!.type === '$streamDeleted');
    expect(record?.event).toEqual(
      expect.objectContaining({ revision: TOMBSTONE_REVISION, isJson: false, position: tombstoned.position }),
    );
    // A stream that never existed can be tombstoned with ANY or NO_STREAM, not with STREAM_EXISTS.
    await client.tombstoneStream(stream('tombnew'), { expectedRevision: NO_STREAM });
    // (The client's types leave STREAM_EXISTS out for tombstones; its code sends it.)
    const streamExists = STREAM_EXISTS as unknown as typeof ANY;
    await expect(client.tombstoneStream(stream('tombnew'), { expectedRevision: streamExists })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
  });

  test('`$tb` and `$maxCount` hide older events from stream reads (forwards and backwards), not from $all', async () => {
    const id = stream('tb');
    await client.appendToStream(
      id,
      Array.from({ length: 6 }, () => event()),
      { expectedRevision: NO_STREAM },
    );
    await client.setStreamMetadata(id, { truncateBefore: 3 });
    expect(revisions(await readStream(client, id))).toEqual([3n, 4n, 5n]);
    expect(revisions(await readStream(client, id, { fromRevision: 1n, maxCount: 2 }))).toEqual([3n, 4n]);
    expect(revisions(await readStream(client, id, { direction: BACKWARDS, fromRevision: END }))).toEqual([5n, 4n, 3n]);
    expect(revisions(await readStream(client, id, { direction: BACKWARDS, fromRevision: 2n }))).toEqual([]);
    await client.setStreamMetadata(id, { maxCount: 2 });
    expect(revisions(await readStream(client, id))).toEqual([4n, 5n]);
    // Only the newest metadata event of `$$stream` is readable (metastreams keep $maxCount 1).
    expect(revisions(await readStream(client, `$$${id}`))).toEqual([1n]);
    expect((await readAll(client)).filter((e) => e.event!.streamId === id)).toHaveLength(6);
    // A truncated stream still exists: empty, not "not found".
    await client.setStreamMetadata(id, { truncateBefore: 100 });
    expect(await readStream(client, id)).toEqual([]);
    expect((await client.appendToStream(id, event(), { expectedRevision: 5n })).nextExpectedRevision).toBe(6n);
  });

  test('stream reads: forwards, backwards, from a revision, with a maximum count; a missing stream is StreamNotFoundError', async () => {
    const id = stream('read');
    await client.appendToStream(
      id,
      Array.from({ length: 5 }, (_, i) => event('N', { i })),
      { expectedRevision: NO_STREAM },
    );
    expect(revisions(await readStream(client, id, { fromRevision: 3n }))).toEqual([3n, 4n]);
    expect(revisions(await readStream(client, id, { fromRevision: 1n, maxCount: 2 }))).toEqual([1n, 2n]);
    expect(revisions(await readStream(client, id, { fromRevision: 9n }))).toEqual([]);
    expect(revisions(await readStream(client, id, { direction: BACKWARDS, fromRevision: END }))).toEqual([
      4n,
      3n,
      2n,
      1n,
      0n,
    ]);
    expect(revisions(await readStream(client, id, { direction: BACKWARDS, fromRevision: 2n, maxCount: 2 }))).toEqual([
      2n,
      1n,
    ]);
    expect(revisions(await readStream(client, id, { direction: BACKWARDS, fromRevision: 99n, maxCount: 1 }))).toEqual([
      4n,
    ]);
    const missing = await caught(readStream(client, stream('missing')));
    expect(missing).toBeInstanceOf(StreamNotFoundError);
    expect((await readStream(client, id))[0].event).toEqual(
      expect.objectContaining({ streamId: id, type: 'N', data: { i: 0 }, isJson: true, created: expect.any(Date) }),
    );
  });

  test('$all positions: byte offsets, commit = prepare, one per event, the append result is its last event', async () => {
    const id = stream('pos');
    const result: AppendResult = await client.appendToStream(
      id,
      [event('A', { pad: 'x'.repeat(500) }), event('B'), event('C')],
      { expectedRevision: NO_STREAM },
    );
    const mine = (await readAll(client)).filter((e) => e.event!.streamId === id);
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
    expect((await readStream(client, id)).map((e) => e.event!.position)).toEqual(positions);
  });

  test('$all reads: forwards inclusive of the start position, backwards exclusive; system events included, the epoch record is not', async () => {
    const id = stream('all');
    await client.appendToStream(id, [event('A'), event('B'), event('C')], { expectedRevision: NO_STREAM });
    const [a, b, c] = (await readAll(client)).filter((e) => e.event!.streamId === id).map((e) => e.event!.position);
    expect((await readAll(client, { fromPosition: b, maxCount: 2 })).map((e) => e.event!.type)).toEqual(['B', 'C']);
    expect(
      (await readAll(client, { direction: BACKWARDS, fromPosition: c, maxCount: 2 })).map((e) => e.event!.type),
    ).toEqual(['B', 'A']);
    expect(
      (await readAll(client, { direction: BACKWARDS, fromPosition: END, maxCount: 1 }))[0].event!.position,
    ).toEqual(c);
    expect(await readAll(client, { fromPosition: END })).toEqual([]);
    expect(a.commit).toBeLessThan(b.commit);
    await client.setStreamMetadata(id, { custom: true });
    const everything = await readAll(client, { direction: FORWARDS, fromPosition: START });
    expect(everything.some((e) => e.event!.streamId === `$$${id}` && e.event!.type === '$metadata')).toBe(true);
    expect(everything.some((e) => e.event!.streamId === '$epoch-information')).toBe(false);
    // The first event does not start at 0: the log begins with the node's epoch records.
    expect(everything[0].event!.position.commit).toBeGreaterThan(0n);
  });

  test('$all subscription: confirmation, catch-up after an exclusive position, caught-up, then live in order', async () => {
    const id = stream('suball');
    const before = await client.appendToStream(id, [event('Old1'), event('Old2')], { expectedRevision: NO_STREAM });
    await client.appendToStream(id, event('Caught'), { expectedRevision: 1n });
    const timeline: string[] = [];
    const subscription = client.subscribeToAll({
      fromPosition: before.position!,
      filter: streamNameFilter({ prefixes: [id] }),
    });
    subscription.on('confirmation', () => timeline.push('confirmation'));
    subscription.on('caughtUp', () => timeline.push('caughtUp'));
    subscription.on('data', (e: AllStreamResolvedEvent) => timeline.push(e.event!.type));
    try {
      await waitFor(() => timeline.includes('caughtUp'));
      await client.appendToStream(id, [event('Live1'), event('Live2')], { expectedRevision: 2n });
      await client.appendToStream(id, event('Live3'), { expectedRevision: 3n + 1n });
      await waitFor(() => timeline.length === 6);
      expect(timeline).toEqual(['confirmation', 'Caught', 'caughtUp', 'Live1', 'Live2', 'Live3']);
    } finally {
      await subscription.unsubscribe();
    }
  });

  test('stream subscription: catch-up from an exclusive revision, caught-up, live; from END only new events', async () => {
    const id = stream('substream');
    await client.appendToStream(id, [event('E0'), event('E1'), event('E2')], { expectedRevision: NO_STREAM });
    const fromRevision: string[] = [];
    const fromEnd: string[] = [];
    const one = client.subscribeToStream(id, { fromRevision: 0n });
    const two = client.subscribeToStream(id, { fromRevision: END });
    one.on('data', (e: ResolvedEvent) => fromRevision.push(e.event!.type));
    one.on('caughtUp', () => fromRevision.push('caughtUp'));
    two.on('data', (e: ResolvedEvent) => fromEnd.push(e.event!.type));
    two.on('caughtUp', () => fromEnd.push('caughtUp'));
    try {
      await waitFor(() => fromRevision.includes('caughtUp') && fromEnd.includes('caughtUp'));
      await client.appendToStream(stream('noise'), event('Noise'));
      await client.appendToStream(id, event('E3'), { expectedRevision: 2n });
      await waitFor(() => fromRevision.length === 4 && fromEnd.length === 2);
      expect(fromRevision).toEqual(['E1', 'E2', 'caughtUp', 'E3']);
      expect(fromEnd).toEqual(['caughtUp', 'E3']);
    } finally {
      await one.unsubscribe();
      await two.unsubscribe();
    }
  });

  test('excludeSystemEvents drops `$metadata` and tombstone records; filters match stream prefixes and event-type regexes', async () => {
    const id = stream('filter');
    const start = (await readAll(client, { direction: BACKWARDS, fromPosition: END, maxCount: 1 }))[0].event!.position;
    await client.appendToStream(id, [event('Kept'), event('AlsoKept')], { expectedRevision: NO_STREAM });
    await client.setStreamMetadata(id, { maxCount: 5 });
    await client.tombstoneStream(id);
    const seen = async (filter: Parameters<EventStoreDBClient['subscribeToAll']>[0]): Promise<string[]> => {
      const types: string[] = [];
      const subscription = client.subscribeToAll({ fromPosition: start, ...filter });
      let caughtUp = false;
      subscription.on('caughtUp', () => (caughtUp = true));
      subscription.on('data', (e: AllStreamResolvedEvent) => {
        if (e.event!.streamId.endsWith(id)) types.push(e.event!.type);
      });
      await waitFor(() => caughtUp);
      await subscription.unsubscribe();
      return types;
    };
    expect(await seen({})).toEqual(['Kept', 'AlsoKept', '$metadata', '$streamDeleted']);
    expect(await seen({ filter: excludeSystemEvents() })).toEqual(['Kept', 'AlsoKept']);
    expect(await seen({ filter: eventTypeFilter({ regex: '^Also' }) })).toEqual(['AlsoKept']);
    expect(await seen({ filter: streamNameFilter({ prefixes: ['$$'] }) })).toEqual(['$metadata']);
  });

  test('filtered subscription checkpoints: every multiplier × 32 considered events, once on going live, and live', async () => {
    const marker = await client.appendToStream(stream('cpmark'), event());
    const noise = stream('cpnoise');
    for (let i = 0; i < 70; i += 1) await client.appendToStream(noise, event());
    const noisePositions = (await readAll(client, { fromPosition: marker.position! }))
      .filter((e) => e.event!.streamId === noise)
      .map((e) => e.event!.position);
    const checkpoints: Position[] = [];
    let caughtUpAfter = -1;
    const subscription = client.subscribeToAll({
      fromPosition: marker.position!,
      filter: streamNameFilter({
        prefixes: ['nothing-matches-'],
        checkpointInterval: 1,
        checkpointReached: (_s, position) => void checkpoints.push(position),
      }),
    });
    subscription.on('caughtUp', () => (caughtUpAfter = checkpoints.length));
    subscription.on('data', () => undefined);
    try {
      await waitFor(() => caughtUpAfter >= 0);
      expect(checkpoints).toEqual([noisePositions[31], noisePositions[63], noisePositions[69]]);
      expect(caughtUpAfter).toBe(3);
      const live: AppendResult[] = [];
      for (let i = 0; i < 32; i += 1) live.push(await client.appendToStream(noise, event()));
      await waitFor(() => checkpoints.length === 4);
      // Live checkpoints count from the one sent on going live.
      expect(checkpoints[3]).toEqual(live[31].position);
    } finally {
      await subscription.unsubscribe();
    }
  });

  test('what the simulator does not implement answers UNIMPLEMENTED', async () => {
    const error = await caught(
      client.createPersistentSubscriptionToStream(
        stream('ps'),
        'group',
        persistentSubscriptionToStreamSettingsFromDefaults(),
      ),
    );
    expect(error).toEqual(expect.objectContaining({ code: status.UNIMPLEMENTED }));
  });

  test('stopping the simulator ends a live subscription with an error instead of leaving it hanging', async () => {
    const own = await startEsdbSimulator();
    const ownClient = EventStoreDBClient.connectionString(own.url);
    const subscription = ownClient.subscribeToAll({ fromPosition: END });
    let failed: unknown;
    subscription.on('error', (error) => (failed = error));
    subscription.on('data', () => undefined);
    let caughtUp = false;
    subscription.on('caughtUp', () => (caughtUp = true));
    await waitFor(() => caughtUp);
    await own.stop();
    await waitFor(() => failed !== undefined);
    expect(failed).toEqual(expect.objectContaining({ code: status.UNAVAILABLE }));
    await ownClient.dispose();
  });
});
