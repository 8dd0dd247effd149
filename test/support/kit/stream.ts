import type { INestApplication } from '@nestjs/common';
import { quoteRevisionOf, replay, statusOf, type BatchEvent, type BatchState } from '@machines/batch';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../src/platform/event-store/event-store.port';

/** The test app, a second instance, or its Nest application: anything the store can be taken from. */
export type AppLike = INestApplication | { app: INestApplication };

export const eventStoreOf = (target: AppLike): EventStore =>
  ('app' in target ? target.app : target).get<EventStore>(EVENT_STORE);

/** A batch's recorded events: what really happened, not a read model that may lag. */
export function streamOf(target: AppLike, batchId: string): Promise<RecordedEvent[]> {
  return eventStoreOf(target).readStream(`batch-${batchId}`);
}

/** The batch's stored event types, in order. */
export async function storedTypes(target: AppLike, batchId: string): Promise<string[]> {
  return (await streamOf(target, batchId)).map((e) => e.type);
}

/** The batch's state folded from its stream. */
export async function storedState(target: AppLike, batchId: string): Promise<BatchState> {
  return replay((await streamOf(target, batchId)).map((e) => ({ type: e.type, data: e.data }) as BatchEvent));
}

/** The batch's status folded from its stream. */
export async function storedStatus(target: AppLike, batchId: string): Promise<string> {
  return String(statusOf(await storedState(target, batchId)));
}

/** The batch's current quote revision, folded from its stream (what confirm and pay must name). */
export async function storedQuoteRevision(target: AppLike, batchId: string): Promise<number> {
  return quoteRevisionOf((await storedState(target, batchId)).context);
}

/** How many of a stream's event types are `type`. */
export const countOf = (types: readonly string[], type: string): number => types.filter((t) => t === type).length;
