// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  StreamDeletedError,
  WrongExpectedVersionError,
  MaxAppendSizeExceededError,
  jsonEvent,
} from '@eventstore/db-client';
import {
  caught,
  event,
  readAll,
  readStream,
  revisions,
  stream,
  usesBatchAppend,
  useSimulatorClient,
} from './esdb-simulator.fixture';

// The simulator's EventStoreDB rules, exercised through the real @eventstore/db-client over gRPC.
// The adapter's contract (eventstoredb-event-store.e2e.ts) covers what the application relies on;
// this covers the server behaviour the simulator claims to reproduce.

describe.each([true, false])('EventStoreDB simulator (batchAppend advertised: %s): appends', (batchAppend) => {
  const w = useSimulatorClient({ batchAppend });

  test('the client sees what is advertised and appends through that call', async () => {
    expect(await usesBatchAppend(w.client)).toBe(batchAppend);
    const result = await w.client.appendToStream(stream('path'), event(), { expectedRevision: NO_STREAM });
    expect(result).toEqual(expect.objectContaining({ success: true, nextExpectedRevision: 0n }));
  });

  test('every expected revision kind, with the current and expected revision in the error', async () => {
    const id = stream('expected');
    const refused = async (expectedRevision: bigint | typeof NO_STREAM | typeof STREAM_EXISTS | typeof ANY) => {
      const error = await caught(w.client.appendToStream(id, event(), { expectedRevision }));
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      return error as WrongExpectedVersionError;
    };
    expect(await refused(STREAM_EXISTS)).toEqual(
      expect.objectContaining({ streamName: id, actualVersion: 'no_stream', expectedVersion: 'stream_exists' }),
    );
    expect(await refused(0n)).toEqual(expect.objectContaining({ actualVersion: 'no_stream', expectedVersion: 0n }));
    expect(
      (await w.client.appendToStream(id, [event(), event()], { expectedRevision: NO_STREAM })).nextExpectedRevision,
    ).toBe(1n);
    expect(await refused(NO_STREAM)).toEqual(
      expect.objectContaining({ actualVersion: 1n, expectedVersion: 'no_stream' }),
    );
    expect(await refused(0n)).toEqual(expect.objectContaining({ actualVersion: 1n, expectedVersion: 0n }));
    expect(await refused(7n)).toEqual(expect.objectContaining({ actualVersion: 1n, expectedVersion: 7n }));
    expect((await w.client.appendToStream(id, event(), { expectedRevision: 1n })).nextExpectedRevision).toBe(2n);
    expect((await w.client.appendToStream(id, event(), { expectedRevision: STREAM_EXISTS })).nextExpectedRevision).toBe(
      3n,
    );
    expect((await w.client.appendToStream(id, event(), { expectedRevision: ANY })).nextExpectedRevision).toBe(4n);
    expect(
      (await w.client.appendToStream(stream('any'), event(), { expectedRevision: ANY })).nextExpectedRevision,
    ).toBe(0n);
    expect(revisions(await readStream(w.client, id))).toEqual([0n, 1n, 2n, 3n, 4n]);
  });

  test('a stream with only metadata exists for STREAM_EXISTS', async () => {
    const id = stream('metaonly');
    await w.client.setStreamMetadata(id, { maxCount: 10 });
    expect((await w.client.appendToStream(id, event(), { expectedRevision: STREAM_EXISTS })).nextExpectedRevision).toBe(
      0n,
    );
  });

  test('idempotency by event id: a retry returns the original result and writes nothing', async () => {
    const id = stream('idem');
    const first = [event('A'), event('B')];
    const original = await w.client.appendToStream(id, first, { expectedRevision: NO_STREAM });
    const logLength = (await readAll(w.client)).length;
    expect(await w.client.appendToStream(id, first, { expectedRevision: NO_STREAM })).toEqual(original);
    expect(await w.client.appendToStream(id, first, { expectedRevision: ANY })).toEqual(original);
    expect(await w.client.appendToStream(id, first, { expectedRevision: STREAM_EXISTS })).toEqual(original);
    // Only the tail of the retry: acknowledged with the revision of that event.
    expect(await w.client.appendToStream(id, [first[1]], { expectedRevision: 0n })).toEqual(original);
    expect((await readAll(w.client)).length).toBe(logLength);
    // Part old, part new is not a retry.
    await expect(w.client.appendToStream(id, [first[1], event()], { expectedRevision: 0n })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    await expect(w.client.appendToStream(id, [first[0], event()], { expectedRevision: ANY })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    // The same ids against another stream are new events there.
    expect(
      (await w.client.appendToStream(stream('other'), first, { expectedRevision: NO_STREAM })).nextExpectedRevision,
    ).toBe(1n);
    expect(revisions(await readStream(w.client, id))).toEqual([0n, 1n]);
  });

  test('appending to a tombstoned stream is refused with StreamDeletedError', async () => {
    const id = stream('tombappend');
    await w.client.appendToStream(id, event());
    await w.client.tombstoneStream(id);
    await expect(w.client.appendToStream(id, event())).rejects.toBeInstanceOf(StreamDeletedError);
  });

  test('an append over the maximum append size (1 MiB) is refused', async () => {
    const big = jsonEvent({ type: 'Big', data: { blob: 'x'.repeat(1024 * 1024) } });
    await expect(w.client.appendToStream(stream('big'), big)).rejects.toBeInstanceOf(MaxAppendSizeExceededError);
  });
});
