// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { status } from '@grpc/grpc-js';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  eventTypeFilter,
  excludeSystemEvents,
  persistentSubscriptionToStreamSettingsFromDefaults,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendResult,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { startEsdbSimulator } from '../support/esdb-simulator';
import { caught, event, readAll, stream, useSimulatorClient, waitFor } from './esdb-simulator.fixture';

// The simulator's EventStoreDB rules, exercised through the real @eventstore/db-client over gRPC.
// The adapter's contract (eventstoredb-event-store.e2e.ts) covers what the application relies on;
// this covers the server behaviour the simulator claims to reproduce.

describe('EventStoreDB simulator: subscriptions', () => {
  const w = useSimulatorClient();

  test('$all subscription: confirmation, catch-up after an exclusive position, caught-up, then live in order', async () => {
    const id = stream('suball');
    const before = await w.client.appendToStream(id, [event('Old1'), event('Old2')], { expectedRevision: NO_STREAM });
    await w.client.appendToStream(id, event('Caught'), { expectedRevision: 1n });
    const timeline: string[] = [];
    const subscription = w.client.subscribeToAll({
      fromPosition: before.position!,
      filter: streamNameFilter({ prefixes: [id] }),
    });
    subscription.on('confirmation', () => timeline.push('confirmation'));
    subscription.on('caughtUp', () => timeline.push('caughtUp'));
    subscription.on('data', (e: AllStreamResolvedEvent) => timeline.push(e.event!.type));
    try {
      await waitFor(() => timeline.includes('caughtUp'));
      await w.client.appendToStream(id, [event('Live1'), event('Live2')], { expectedRevision: 2n });
      await w.client.appendToStream(id, event('Live3'), { expectedRevision: 3n + 1n });
      await waitFor(() => timeline.length === 6);
      expect(timeline).toEqual(['confirmation', 'Caught', 'caughtUp', 'Live1', 'Live2', 'Live3']);
    } finally {
      await subscription.unsubscribe();
    }
  });

  test('stream subscription: catch-up from an exclusive revision, caught-up, live; from END only new events', async () => {
    const id = stream('substream');
    await w.client.appendToStream(id, [event('E0'), event('E1'), event('E2')], { expectedRevision: NO_STREAM });
    const fromRevision: string[] = [];
    const fromEnd: string[] = [];
    const one = w.client.subscribeToStream(id, { fromRevision: 0n });
    const two = w.client.subscribeToStream(id, { fromRevision: END });
    one.on('data', (e: ResolvedEvent) => fromRevision.push(e.event!.type));
    one.on('caughtUp', () => fromRevision.push('caughtUp'));
    two.on('data', (e: ResolvedEvent) => fromEnd.push(e.event!.type));
    two.on('caughtUp', () => fromEnd.push('caughtUp'));
    try {
      await waitFor(() => fromRevision.includes('caughtUp') && fromEnd.includes('caughtUp'));
      await w.client.appendToStream(stream('noise'), event('Noise'));
      await w.client.appendToStream(id, event('E3'), { expectedRevision: 2n });
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
    const start = (await readAll(w.client, { direction: BACKWARDS, fromPosition: END, maxCount: 1 }))[0].event!
      .position;
    await w.client.appendToStream(id, [event('Kept'), event('AlsoKept')], { expectedRevision: NO_STREAM });
    await w.client.setStreamMetadata(id, { maxCount: 5 });
    await w.client.tombstoneStream(id);
    const seen = async (filter: Parameters<EventStoreDBClient['subscribeToAll']>[0]): Promise<string[]> => {
      const types: string[] = [];
      const subscription = w.client.subscribeToAll({ fromPosition: start, ...filter });
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
    const marker = await w.client.appendToStream(stream('cpmark'), event());
    const noise = stream('cpnoise');
    for (let i = 0; i < 70; i += 1) await w.client.appendToStream(noise, event());
    const noisePositions = (await readAll(w.client, { fromPosition: marker.position! }))
      .filter((e) => e.event!.streamId === noise)
      .map((e) => e.event!.position);
    const checkpoints: Position[] = [];
    let caughtUpAfter = -1;
    const subscription = w.client.subscribeToAll({
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
      for (let i = 0; i < 32; i += 1) live.push(await w.client.appendToStream(noise, event()));
      await waitFor(() => checkpoints.length === 4);
      // Live checkpoints count from the one sent on going live.
      expect(checkpoints[3]).toEqual(live[31].position);
    } finally {
      await subscription.unsubscribe();
    }
  });

  test('what the simulator does not implement answers UNIMPLEMENTED', async () => {
    const error = await caught(
      w.client.createPersistentSubscriptionToStream(
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
