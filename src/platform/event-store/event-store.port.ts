import type { ChainVerification } from './integrity/chain-verification';

// The EventStore port (DESIGN.md §4). Adapters: PostgreSQL (default) and EventStoreDB.
// Revisions are dense from 0 per stream. Positions in the global log are opaque strings: each
// adapter encodes its own ordering key in them (PostgreSQL: transaction id + global position).

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

/** Who caused an event and why; stored beside the data, never inside it. */
export interface EventMetadata {
  actor?: { id: string; role: string };
  correlationId?: string;
  causationId?: string;
  commandId?: string;
  /** Business time of the command, ISO 8601. */
  at?: string;
  [key: string]: unknown;
}

export interface NewEvent<Data = unknown> {
  /** Client-chosen UUID: a retried append with the same ids adds nothing. */
  eventId: string;
  type: string;
  data: Data;
  metadata?: EventMetadata;
  schemaVersion?: number;
}

export interface RecordedEvent<Data = unknown> {
  eventId: string;
  type: string;
  data: Data;
  metadata: EventMetadata;
  schemaVersion: number;
  streamId: string;
  streamRevision: number;
  /** Opaque, totally ordered within one store; pass back to readAll/subscribe as `after`. */
  position: string;
  createdAt: Date;
  /**
   * Tamper evidence: stored in the event's metadata as `hash`/`previousHash`, lifted out here so
   * `metadata` reads back exactly as appended. Absent on events appended before the chain existed.
   */
  integrity?: EventIntegrity;
}

/** `hash` = SHA-256 (hex) of the event's canonical content and `previousHash` (genesis: 64 zeros); see integrity/event-hash.ts. */
export interface EventIntegrity {
  hash: string;
  previousHash: string;
}

export interface AppendResult {
  /** Revision of the last event now in the stream (the next append's exact expected revision). */
  nextExpectedRevision: number;
  /** Position of the last appended event, for read-your-writes waits. */
  position: string;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Defaults to the first (forwards) or last (backwards) revision. */
  fromRevision?: number;
  maxCount?: number;
}

/** One stream of a readStreams call: its first `maxCount` events, forwards. */
export interface StreamRead {
  streamId: string;
  maxCount: number;
}

export interface ReadAllOptions {
  /** Exclusive; undefined = from the beginning. */
  after?: string;
  maxCount?: number;
}

export interface SubscribeOptions {
  /** Exclusive checkpoint; undefined = from the beginning. */
  after?: string;
  /** Called in order, one at a time. Delivery is at least once: handlers must be idempotent or checkpoint atomically. */
  onEvent(event: RecordedEvent): Promise<void>;
  onError?: (error: unknown) => void;
  batchSize?: number;
}

export interface Subscription {
  /** Resolves once the subscription has delivered everything committed before this call (catch-up done). */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** Upcasters turn an older schema version of an event into the current one on read. */
export type Upcaster = (event: RecordedEvent) => RecordedEvent;

export interface EventStore {
  append(
    streamId: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision; streamType?: string },
  ): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Several streams' first events in one read, each as readStream(streamId, { maxCount }) would
   * answer it (a stream not there, or deleted, reads as []), in the order asked. Optional: where an
   * adapter has none, a caller reads each stream on its own.
   */
  readStreams?(reads: readonly StreamRead[]): Promise<RecordedEvent[][]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribe(options: SubscribeOptions): Subscription;
  /** Soft delete: the stream reads as not found and takes no more appends; its events stay for audit. */
  deleteStream(streamId: string, options?: { expectedRevision?: ExpectedRevision }): Promise<void>;
  /** Hides events below `revision` from readStream (they remain in the global log for audit). */
  truncateBefore(streamId: string, revision: number): Promise<void>;
  /** Recomputes the stream's hash chain from what is stored (auditors' tamper check). */
  verifyStreamChain(streamId: string): Promise<ChainVerification>;
  /** Compares two positions of this store: negative, zero or positive. */
  comparePositions(a: string, b: string): number;
  /**
   * A PostgreSQL NOTIFY for something the caller already committed (a push after an append), sent
   * in the same round trip as the store's own wake-up of other processes, in the order queued.
   * Resolves once sent; rejects if it could not be. Only adapters on PostgreSQL have it.
   */
  notifyAfterCommit?(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');
