/**
 * Batch stream ids in the event store: `batch-<id>`. The write side names the stream it appends to
 * and the projections pick batch events out of the global log with the same rule.
 */
import { streamNames } from '../aggregate/stream-names';
import { BATCH_EVENT_TYPES } from './batch.events';

export const BATCH_STREAM_PREFIX = 'batch-';

const BATCH_STREAMS = streamNames(BATCH_STREAM_PREFIX, BATCH_EVENT_TYPES);

export const batchStreamId: (batchId: string) => string = BATCH_STREAMS.streamId;

export const batchIdOfStream: (streamId: string) => string = BATCH_STREAMS.idOfStream;

/** A stored event of a batch stream that the batch core knows (projections ignore every other). */
export const isBatchEvent = BATCH_STREAMS.isOwnEvent;
