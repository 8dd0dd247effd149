/**
 * Batch stream ids in the event store: `batch-<id>`. The write side names the stream it appends to
 * and the projections pick batch events out of the global log with the same rule.
 */
import { BATCH_EVENT_TYPES } from './batch.events';

export const BATCH_STREAM_PREFIX = 'batch-';

export const batchStreamId = (batchId: string): string => `${BATCH_STREAM_PREFIX}${batchId}`;

export const batchIdOfStream = (streamId: string): string => streamId.slice(BATCH_STREAM_PREFIX.length);

const EVENT_TYPES: ReadonlySet<string> = new Set(BATCH_EVENT_TYPES);

/** A stored event of a batch stream that the batch core knows (projections ignore every other). */
export function isBatchEvent(event: { readonly streamId: string; readonly type: string }): boolean {
  return event.streamId.startsWith(BATCH_STREAM_PREFIX) && EVENT_TYPES.has(event.type);
}
