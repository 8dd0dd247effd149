import { randomUUID } from 'node:crypto';
import { EventStoreDBClient, jsonEvent, type AllStreamResolvedEvent, type ResolvedEvent } from '@eventstore/db-client';
import { StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb';
import { startEsdbSimulator, type EsdbSimulator, type EsdbSimulatorOptions } from '../support/esdb-simulator';

export const TOMBSTONE_REVISION = 2n ** 63n - 1n;
export const stream = (label: string) => `sim${label}-${randomUUID().replace(/-/g, '')}`;
export const event = (type = 'Happened', data: Record<string, unknown> = { at: Date.now() }) =>
  jsonEvent({ id: randomUUID(), type, data });

export async function readStream(
  client: EventStoreDBClient,
  streamId: string,
  options: Parameters<EventStoreDBClient['readStream']>[1] = {},
): Promise<ResolvedEvent[]> {
  const events: ResolvedEvent[] = [];
  for await (const resolved of client.readStream(streamId, options)) events.push(resolved);
  return events;
}

export async function readAll(
  client: EventStoreDBClient,
  options: Parameters<EventStoreDBClient['readAll']>[0] = {},
): Promise<AllStreamResolvedEvent[]> {
  const events: AllStreamResolvedEvent[] = [];
  for await (const resolved of client.readAll(options)) events.push(resolved);
  return events;
}

export const revisions = (events: ResolvedEvent[]) => events.map((e) => e.event!.revision);
export const caught = <T>(promise: Promise<T>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** appendToStream picks BatchAppend when the server advertises it (the client's protected `supports`). */
export const usesBatchAppend = (client: EventStoreDBClient) =>
  (client as unknown as { supports(method: unknown): Promise<boolean> }).supports(StreamsService.batchAppend);

/** A simulator and a real client connected to it, per suite: started before its first test. */
export class SimulatorWorld {
  simulator!: EsdbSimulator;
  client!: EventStoreDBClient;
}

export function useSimulatorClient(options: EsdbSimulatorOptions = {}): SimulatorWorld {
  const world = new SimulatorWorld();
  beforeAll(async () => {
    world.simulator = await startEsdbSimulator(options);
    world.client = EventStoreDBClient.connectionString(world.simulator.url);
  });
  afterAll(async () => {
    await world.client.dispose();
    await world.simulator.stop();
  });
  return world;
}
