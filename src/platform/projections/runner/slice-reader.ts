import type { Client } from 'pg';
import type { EventLogSource } from './event-log-source';
import type { LoggedEvent } from './projection';
import type { LogPosition } from './position';
import type { SliceRead, SliceReadAhead } from './slice-read-ahead';

/**
 * Reads a dispatcher's slices and sizes them: the one read ahead from exactly the slice's start,
 * else a read of its own; catching up, the next slice may grow and is read ahead.
 */
export class SliceReader {
  private readonly maxSliceSize: number;
  /** The next slice's size: batchSize, doubled after each full slice up to maxSliceSize. */
  sliceSize: number;

  constructor(
    private readonly source: EventLogSource,
    private readonly readAhead: SliceReadAhead,
    readonly batchSize: number,
    maxBatchSize: number | undefined,
  ) {
    // No growth unless asked for: a given batchSize stays the size of every slice.
    this.maxSliceSize = Math.max(batchSize, maxBatchSize ?? batchSize);
    this.sliceSize = batchSize;
  }

  /** The next slice: the one read ahead (slice-read-ahead.ts) from exactly here, else read now. */
  async read(client: Client, from: LogPosition): Promise<SliceRead> {
    return (
      (await this.readAhead.take(from, this.sliceSize)) ?? (await this.source.readAfter(client, from, this.sliceSize))
    );
  }

  /**
   * The size of the slice after this one. Catching up (a full slice): larger, up to maxBatchSize, and
   * read ahead from now on a second connection while this one is applied; live: back to batchSize,
   * and the read-ahead connection is closed.
   */
  nextSliceSize(events: readonly LoggedEvent[]): number {
    if (events.length < this.sliceSize) {
      this.readAhead.close();
      return this.batchSize;
    }
    const next = Math.min(this.sliceSize * 2, this.maxSliceSize);
    this.readAhead.start(events[events.length - 1].position, next);
    return next;
  }

  /** Caught up or stopping: no read ahead, no second connection. */
  close(): void {
    this.readAhead.close();
  }
}
