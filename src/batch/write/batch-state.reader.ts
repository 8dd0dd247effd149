import { Inject, Injectable } from '@nestjs/common';
import { replay, type BatchEvent, type BatchState } from '@machines/batch';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { batchStreamId } from '../read/batch-state/batch-state';

export interface LoadedBatch {
  batchId: string;
  state: BatchState;
  /** Revision of the last event; -1 when the stream does not exist. */
  revision: number;
  /** Event store position of the last event ('' when the stream does not exist). */
  position: string;
}

/** The write side's own view of a batch (straight from its stream), for commands that span batches. */
@Injectable()
export class BatchStateReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(batchId: string): Promise<LoadedBatch> {
    const recorded = await this.store.readStream(batchStreamId(batchId));
    const state = replay(recorded.map((e) => ({ type: e.type, data: e.data }) as BatchEvent));
    const last = recorded[recorded.length - 1];
    return { batchId, state, revision: last ? last.streamRevision : -1, position: last ? last.position : '' };
  }
}
