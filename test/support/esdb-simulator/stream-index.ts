import { DELETED_STREAM, NO_STREAM, isMetastream, metastreamOf, originalStreamOf } from './stream-names';
import { EMPTY_METADATA, METASTREAM_METADATA, parseStreamMetadata, type StreamMetadata } from './stream-metadata';
import type { EventRecord } from './transaction-log';

// The per-stream index over the transaction log and the stream-read rules of the server's
// IndexReader: a tombstoned stream reads as deleted, a never-written or soft-deleted stream
// (`$tb` = long.MaxValue) as not found, and `$tb` / `$maxCount` / `$maxAge` hide older events
// from stream reads. None of this applies to $all, which shows every record until a scavenge.

interface StreamEntry {
  /** Dense: events[n] has event number n. Soft deletes keep them; re-created streams continue the numbering. */
  readonly events: EventRecord[];
  tombstone?: EventRecord;
}

export type StreamRead =
  { kind: 'deleted' } | { kind: 'no-stream' } | { kind: 'events'; events: EventRecord[]; lastEventNumber: bigint };

export class StreamIndex {
  private readonly streams = new Map<string, StreamEntry>();
  /**
   * Event id -> where it was written, for idempotency checks. The server keeps a bounded cache of
   * recent ids (so a retry long after the original may be written again); this one keeps every id.
   */
  private readonly committedEvents = new Map<string, { streamId: string; eventNumber: bigint }>();

  add(record: EventRecord): void {
    let entry = this.streams.get(record.streamId);
    if (!entry) {
      entry = { events: [] };
      this.streams.set(record.streamId, entry);
    }
    if (record.eventNumber === DELETED_STREAM) entry.tombstone = record;
    else if (BigInt(entry.events.length) === record.eventNumber) entry.events.push(record);
    else
      throw new Error(
        `simulator bug: ${record.streamId} event number ${record.eventNumber} is not next (${entry.events.length})`,
      );
    this.committedEvents.set(record.eventId, { streamId: record.streamId, eventNumber: record.eventNumber });
  }

  committedEvent(eventId: string): { streamId: string; eventNumber: bigint } | undefined {
    return this.committedEvents.get(eventId);
  }

  /** -1 for no events yet; long.MaxValue once tombstoned (also for the tombstoned stream's metastream). */
  lastEventNumber(streamId: string): bigint {
    if (isMetastream(streamId) && this.streams.get(originalStreamOf(streamId))?.tombstone) return DELETED_STREAM;
    const entry = this.streams.get(streamId);
    if (!entry) return NO_STREAM;
    if (entry.tombstone) return DELETED_STREAM;
    return BigInt(entry.events.length) - 1n;
  }

  /** The stored event with this number, ignoring metadata (the index lookup idempotency checks use). */
  eventAt(streamId: string, eventNumber: bigint): EventRecord | undefined {
    const events = this.streams.get(streamId)?.events;
    if (!events || eventNumber < 0n || eventNumber >= BigInt(events.length)) return undefined;
    return events[Number(eventNumber)];
  }

  /** The raw data of the metastream's last event and that event's number (-1 if none). */
  rawMetadata(streamId: string): { metaLastEventNumber: bigint; raw: Uint8Array | undefined } {
    const metaEvents = this.streams.get(metastreamOf(streamId))?.events ?? [];
    const last = metaEvents.at(-1);
    return { metaLastEventNumber: BigInt(metaEvents.length) - 1n, raw: last?.data };
  }

  metadata(streamId: string): StreamMetadata {
    if (isMetastream(streamId)) return METASTREAM_METADATA;
    const { raw } = this.rawMetadata(streamId);
    return raw ? parseStreamMetadata(raw) : EMPTY_METADATA;
  }

  isSoftDeleted(streamId: string): boolean {
    return this.metadata(streamId).truncateBefore === DELETED_STREAM;
  }

  readForward(streamId: string, fromEventNumber: bigint, maxCount: bigint): StreamRead {
    const state = this.readableRange(streamId);
    if (state.kind !== 'range') return state;
    const events: EventRecord[] = [];
    const start = fromEventNumber > state.min ? fromEventNumber : state.min;
    for (let n = start; n <= state.last && BigInt(events.length) < maxCount; n += 1n) {
      const event = this.eventAt(streamId, n)!;
      if (!state.tooOld(event)) events.push(event);
    }
    return { kind: 'events', events, lastEventNumber: state.last };
  }

  /** `fromEventNumber` undefined = from the end of the stream. */
  readBackward(streamId: string, fromEventNumber: bigint | undefined, maxCount: bigint): StreamRead {
    const state = this.readableRange(streamId);
    if (state.kind !== 'range') return state;
    const events: EventRecord[] = [];
    const start = fromEventNumber === undefined || fromEventNumber > state.last ? state.last : fromEventNumber;
    for (let n = start; n >= state.min && BigInt(events.length) < maxCount; n -= 1n) {
      const event = this.eventAt(streamId, n)!;
      if (!state.tooOld(event)) events.push(event);
    }
    return { kind: 'events', events, lastEventNumber: state.last };
  }

  /** One event under the read rules (what the idempotency check reports the original position from). */
  readEvent(streamId: string, eventNumber: bigint): EventRecord | undefined {
    const state = this.readableRange(streamId);
    if (state.kind !== 'range' || eventNumber < state.min || eventNumber > state.last) return undefined;
    const event = this.eventAt(streamId, eventNumber);
    return event && !state.tooOld(event) ? event : undefined;
  }

  private readableRange(
    streamId: string,
  ):
    | { kind: 'deleted' }
    | { kind: 'no-stream' }
    | { kind: 'range'; min: bigint; last: bigint; tooOld: (event: EventRecord) => boolean } {
    const last = this.lastEventNumber(streamId);
    if (last === DELETED_STREAM) return { kind: 'deleted' };
    const metadata = this.metadata(streamId);
    if (last === NO_STREAM || metadata.truncateBefore === DELETED_STREAM) return { kind: 'no-stream' };
    let min = 0n;
    if (metadata.maxCount !== undefined && last - metadata.maxCount + 1n > min) min = last - metadata.maxCount + 1n;
    if (metadata.truncateBefore !== undefined && metadata.truncateBefore > min) min = metadata.truncateBefore;
    const threshold =
      metadata.maxAgeSeconds !== undefined ? BigInt(Date.now() - metadata.maxAgeSeconds * 1000) * 10_000n : undefined;
    return { kind: 'range', min, last, tooOld: (event) => threshold !== undefined && event.created < threshold };
  }
}
