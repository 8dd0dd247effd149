import { randomUUID } from 'node:crypto';

// The transaction file: one append-only sequence of records addressed by byte offset.
//
// Positions: an EventStoreDB server since 20.x writes every append as "self-committed" prepare
// records (PrepareFlags.IsCommitted, no separate commit record). Such an event's $all position is
// (commit = prepare = the byte offset where its record starts), so the events of one append get
// DIFFERENT, increasing positions, and the append's result position is the last event's
// (RequestManager's WriteEvents reports CommitPosition for both fields). Offsets grow by the size
// of each record as laid out on disk (length prefix/suffix, fixed header, length-prefixed strings,
// data, metadata), so positions look like a real server's, not like a counter. Chunk boundaries
// (a record never spans two 256 MB chunks) are not modelled.

export interface EventRecord {
  /** Byte offset where the record starts: the event's commit and prepare position. */
  readonly logPosition: bigint;
  /** Byte offset just after the record (backwards $all reads are exclusive of `from` by this). */
  readonly postPosition: bigint;
  readonly streamId: string;
  /** Revision in its stream; DELETED_STREAM for a tombstone. */
  readonly eventNumber: bigint;
  /** Lower-case canonical UUID. */
  readonly eventId: string;
  readonly eventType: string;
  /** The server keeps only an is-JSON flag; content type is reported back from it. */
  readonly isJson: boolean;
  readonly data: Uint8Array;
  readonly metadata: Uint8Array;
  /** 100 ns ticks since the Unix epoch (what the server sends as the `created` metadata entry). */
  readonly created: bigint;
}

export type NewRecord = Omit<EventRecord, 'logPosition' | 'postPosition' | 'created'>;

const LENGTH_PREFIX_AND_SUFFIX = 8;
// type, version, log position, flags, transaction position, transaction offset, expected version,
// event id, correlation id, timestamp, data length, metadata length
const PREPARE_HEADER = 1 + 1 + 8 + 2 + 8 + 4 + 8 + 16 + 16 + 8 + 4 + 4;
const EPOCH_RECORD = LENGTH_PREFIX_AND_SUFFIX + 1 + 1 + 8 + 8 + 4 + 16 + 8 + 8 + 16;

/** .NET BinaryWriter string: 7-bit encoded length then UTF-8 bytes. */
function stringSize(value: string): number {
  let length = Buffer.byteLength(value, 'utf8');
  let prefix = 1;
  while (length >= 0x80) {
    length >>= 7;
    prefix += 1;
  }
  return prefix + Buffer.byteLength(value, 'utf8');
}

function prepareSize(record: NewRecord): bigint {
  return BigInt(
    LENGTH_PREFIX_AND_SUFFIX +
      PREPARE_HEADER +
      stringSize(record.streamId) +
      stringSize(record.eventType) +
      record.data.length +
      record.metadata.length,
  );
}

const nowTicks = (): bigint => BigInt(Date.now()) * 10_000n;

export class TransactionLog {
  /** Event records in log order (invisible records such as epochs only advance the writer checkpoint). */
  readonly records: EventRecord[] = [];
  private checkpoint = 0n;
  private readonly listeners = new Set<() => void>();

  /** End of the log: where the next record will start ("end" for $all reads). */
  get writerCheckpoint(): bigint {
    return this.checkpoint;
  }

  /** A record that takes log space but is not an event (epoch records, empty-append prepares). */
  appendInvisible(size: bigint): bigint {
    const at = this.checkpoint;
    this.checkpoint += size;
    return at;
  }

  append(record: NewRecord): EventRecord {
    const logPosition = this.checkpoint;
    const postPosition = logPosition + prepareSize(record);
    const written: EventRecord = { ...record, logPosition, postPosition, created: nowTicks() };
    this.records.push(written);
    this.checkpoint = postPosition;
    return written;
  }

  /** Wakes subscriptions once a whole write (all its records) is in the log. */
  notifyCommitted(): void {
    for (const listener of [...this.listeners]) listener();
  }

  onCommitted(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Index of the first record whose position (commit, prepare) is >= the given pair. */
  firstIndexAtOrAfter(commit: bigint, prepare: bigint): number {
    let low = 0;
    let high = this.records.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (comparePositions(this.records[mid].logPosition, this.records[mid].logPosition, commit, prepare) < 0)
        low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Writes what a fresh single node writes on start: an epoch record and its `$epoch-information` event. */
  writeFirstEpoch(epochInformation: (epochPosition: bigint) => NewRecord): void {
    const epochPosition = this.appendInvisible(BigInt(EPOCH_RECORD));
    this.append(epochInformation(epochPosition));
  }
}

/** TFPos ordering: by commit position, then prepare position. */
export function comparePositions(commitA: bigint, prepareA: bigint, commitB: bigint, prepareB: bigint): number {
  if (commitA !== commitB) return commitA < commitB ? -1 : 1;
  if (prepareA !== prepareB) return prepareA < prepareB ? -1 : 1;
  return 0;
}

export function epochInformationData(epochPosition: bigint): Uint8Array {
  return Buffer.from(
    JSON.stringify({
      epochPosition: Number(epochPosition),
      epochNumber: 0,
      epochId: randomUUID(),
      prevEpochPosition: -1,
      timeStamp: new Date().toISOString(),
      leaderInstanceId: randomUUID(),
    }),
    'utf8',
  );
}
