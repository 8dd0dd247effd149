// Uses the official `@eventstore/db-client` rather than its successor `@kurrent/kurrentdb-client`
// because the design card names this package; both speak the same gRPC protocol to EventStoreDB
// and KurrentDB servers, so switching later is a dependency swap, not a redesign.
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamDeletedError as EsdbStreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type ExpectedRevision as EsdbDeleteExpected,
} from '@eventstore/db-client';
import { StreamDeletedError, WrongExpectedRevisionError } from '../event-store.errors';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../event-store.port';
import { validateAppend } from '../event-validation';
import type { UpcasterRegistry } from '../upcaster-registry';
import type { ChainVerification } from '../integrity/chain-verification';
import { appendChained } from './esdb-chained-append';
import { fromResolved, toEventData } from './esdb-event-mapping';
import { verifyEsdbChain } from './esdb-hash-chain';
import { compareEsdbPositions, decodeEsdbPosition, encodeEsdbPosition } from './esdb-position';
import { EsdbSubscription } from './esdb-subscription';

export interface EventStoreDbEventStoreOptions {
  upcasters?: UpcasterRegistry;
}

function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

function describe(expected: ExpectedRevision): string {
  return typeof expected === 'number' ? String(expected) : expected;
}

/** EventStore on an EventStoreDB / KurrentDB server (EVENT_STORE=eventstoredb, EVENTSTORE_URL=esdb://...). */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EsdbSubscription>();

  constructor(
    clientOrUrl: EventStoreDBClient | string,
    private readonly options: EventStoreDbEventStoreOptions = {},
  ) {
    this.client = typeof clientOrUrl === 'string' ? EventStoreDBClient.connectionString(clientOrUrl) : clientOrUrl;
  }

  /**
   * Appends with the audit hash chain in each event's metadata, made here because the server cannot
   * (esdb-chained-append.ts). Like the PostgreSQL adapter, a soft-deleted stream takes no more
   * events: re-creating it would restart revisions past events the chain can no longer see.
   */
  async append(
    streamId: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision; streamType?: string },
  ): Promise<AppendResult> {
    validateAppend(streamId, events, options.expectedRevision);
    try {
      return await appendChained(
        {
          readStream: (id, o) => this.readStream(id, o),
          nextRevisionOfMissingStream: (id) => this.nextRevisionOfMissingStream(id),
          write: (id, chained, expected) => this.write(id, chained, expected),
        },
        streamId,
        events,
        options.expectedRevision,
      );
    } catch (error) {
      // The chain appends at exact revisions; a conflict is reported against what the caller expected.
      if (error instanceof WrongExpectedRevisionError)
        throw new WrongExpectedRevisionError(streamId, describe(options.expectedRevision), error.actual);
      throw error;
    }
  }

  private async write(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    try {
      // Idempotency by event id is the server's: the same ids at the same expected revision are acknowledged, not written twice.
      const result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpected(expected),
      });
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: result.position ? encodeEsdbPosition(result.position) : '0/0',
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual =
          typeof error.actualVersion === 'bigint' && error.actualVersion >= 0n ? Number(error.actualVersion) : null;
        throw new WrongExpectedRevisionError(streamId, describe(expected), actual);
      }
      if (error instanceof EsdbStreamDeletedError) throw new StreamDeletedError(streamId);
      throw error;
    }
  }

  /** A stream that reads as empty: new (0), truncated to nothing (its `$tb`), or soft-deleted (refused). */
  private async nextRevisionOfMissingStream(streamId: string): Promise<number> {
    const { metadata } = await this.client.getStreamMetadata(streamId);
    const truncateBefore = metadata?.truncateBefore === undefined ? 0 : Number(metadata.truncateBefore);
    // A soft delete is the server's `$tb` = long.MaxValue.
    if (truncateBefore >= Number.MAX_SAFE_INTEGER) throw new StreamDeletedError(streamId);
    return truncateBefore;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const reading = this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision !== undefined ? BigInt(options.fromRevision) : backwards ? END : START,
        ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
      });
      for await (const resolved of reading) {
        const event = fromResolved(resolved, this.options.upcasters);
        if (event) events.push(event);
      }
    } catch (error) {
      // Soft-deleted and missing streams read as empty, like the PostgreSQL adapter.
      if (error instanceof StreamNotFoundError || error instanceof EsdbStreamDeletedError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const limit = options.maxCount ?? Number.POSITIVE_INFINITY;
    let after = options.after;
    // $all also holds the server's own records ($metadata, tombstones, $stats...), which must not
    // count against maxCount: read pages until `limit` of our events or the end of the log.
    for (;;) {
      const from = after;
      const pageSize = Number.isFinite(limit) ? limit - events.length + 1 : undefined;
      let read = 0;
      // readAll's fromPosition is inclusive; the port's `after` is exclusive, so skip the event at it.
      const reading = this.client.readAll({
        direction: FORWARDS,
        fromPosition: from ? decodeEsdbPosition(from) : START,
        ...(pageSize !== undefined ? { maxCount: pageSize } : {}),
      });
      // Always read the page to its end: a read left unconsumed never finishes, and client.dispose() waits for it.
      for await (const resolved of reading) {
        read += 1;
        if (!resolved.event?.position || events.length >= limit) continue;
        const position = encodeEsdbPosition(resolved.event.position);
        if (from && compareEsdbPositions(position, from) <= 0) continue;
        after = position;
        if (resolved.event.type.startsWith('$') || resolved.event.streamId.startsWith('$')) continue;
        const event = fromResolved(resolved, this.options.upcasters);
        if (event) events.push(event);
      }
      if (pageSize === undefined || events.length >= limit || read < pageSize) return events;
    }
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = new EsdbSubscription(this.client, this.options.upcasters, options, (s) =>
      this.subscriptions.delete(s),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async deleteStream(streamId: string, options: { expectedRevision?: ExpectedRevision } = {}): Promise<void> {
    const expected = options.expectedRevision ?? 'any';
    // deleteStream takes no STREAM_EXISTS: check existence first (the delete itself then uses ANY).
    if (
      expected === 'stream_exists' &&
      (await this.readStream(streamId, { direction: 'backwards', maxCount: 1 })).length === 0
    ) {
      throw new WrongExpectedRevisionError(streamId, 'stream_exists', null);
    }
    const esdbExpected: EsdbDeleteExpected =
      expected === 'stream_exists' ? ANY : (toEsdbExpected(expected) as EsdbDeleteExpected);
    try {
      await this.client.deleteStream(streamId, { expectedRevision: esdbExpected });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        // A delete reports "no stream" as actual version -1 (appends say "no_stream").
        const actual =
          typeof error.actualVersion === 'bigint' && error.actualVersion >= 0n ? Number(error.actualVersion) : null;
        // The server refuses to delete a stream that never existed; like the PostgreSQL adapter, any / no_stream accept that.
        if (actual === null && (expected === 'any' || expected === 'no_stream')) return;
        throw new WrongExpectedRevisionError(streamId, describe(expected), actual);
      }
      throw error;
    }
  }

  async truncateBefore(streamId: string, revision: number): Promise<void> {
    // Stream metadata $tb: the server hides earlier events from stream reads; $all keeps them until a scavenge.
    const { metadata } = await this.client.getStreamMetadata(streamId);
    await this.client.setStreamMetadata(streamId, { ...(metadata ?? {}), truncateBefore: revision });
  }

  /** The chain the adapter wrote on append (esdb-hash-chain.ts), recomputed from the events the server shows. */
  async verifyStreamChain(streamId: string): Promise<ChainVerification> {
    return verifyEsdbChain(streamId, await this.readStream(streamId));
  }

  comparePositions(a: string, b: string): number {
    return compareEsdbPositions(a, b);
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }
}
