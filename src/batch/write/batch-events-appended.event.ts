import type { BatchEvent } from '@machines/batch';

/** Published on the Nest EventBus after an append commits (realtime and in-process listeners). */
export class BatchEventsAppended {
  constructor(
    readonly batchId: string,
    readonly events: readonly BatchEvent[],
    readonly position: string,
    readonly revision: number,
  ) {}
}
