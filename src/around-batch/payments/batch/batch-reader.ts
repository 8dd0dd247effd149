import { Inject, Injectable } from '@nestjs/common';
import { asStateLike, replay, type BatchEvent, type BatchState, type BatchStateLike } from '@machines/batch';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../platform/event-store/event-store.port';
import { batchStreamId } from '../../../batch/read/batch-state/batch-state';

export interface LoadedBatch {
  readonly batchId: string;
  readonly state: BatchState;
  readonly like: BatchStateLike;
  readonly recorded: readonly RecordedEvent[];
  readonly events: readonly BatchEvent[];
}

/**
 * Reads one batch from its stream (the write side's truth, not a read model): payment and coupon
 * decisions must see the latest checkout, not a projection that may lag behind.
 */
@Injectable()
export class BatchReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(batchId: string): Promise<LoadedBatch | null> {
    const recorded = await this.store.readStream(batchStreamId(batchId));
    if (recorded.length === 0) return null;
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as BatchEvent);
    const state = replay(events);
    return { batchId, state, like: asStateLike(state), recorded, events };
  }
}
