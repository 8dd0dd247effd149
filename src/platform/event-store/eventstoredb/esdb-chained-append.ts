import { WrongExpectedRevisionError } from '../event-store.errors';
import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from '../event-store.port';
import { GENESIS_HASH } from '../integrity/event-hash';
import { chainEvents, headAfter } from './esdb-hash-chain';

/** What a chained append needs from the server, so the chaining rules can be read (and tested) apart from gRPC. */
export interface ChainedAppendServer {
  /** The stream's events from `fromRevision` (or the last `maxCount` backwards); empty when missing or deleted. */
  readStream(
    streamId: string,
    options: { direction?: 'forwards' | 'backwards'; fromRevision?: number; maxCount: number },
  ): Promise<RecordedEvent[]>;
  /** The revision a missing stream's next event gets: 0, or after a soft delete the server's truncate-before. */
  nextRevisionOfMissingStream(streamId: string): Promise<number>;
  write(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
}

/**
 * `any`/`stream_exists` promise no conflict, so racing writers retry until they win; each round
 * one of them does. The bound only stops a stream written to without pause from holding a caller forever.
 */
const LOOSE_RETRIES = 100;

/** Random, growing pauses so the losers of a round do not collide again at once. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));

/**
 * Appends with the hash chain in each event's metadata. The chain needs the hash of the event the
 * new ones follow, so every append is made with that event's exact revision: a concurrent writer
 * makes the server refuse it rather than fork the chain. `any` and `stream_exists` re-read and
 * retry in that case, as the caller asked for no particular revision.
 */
export async function appendChained(
  server: ChainedAppendServer,
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  if (typeof expected === 'number') {
    const [previous] = await server.readStream(streamId, { fromRevision: expected, maxCount: 1 });
    // A missing event at that revision means a wrong expectation: the server says so with the real revision.
    const head =
      previous?.streamRevision === expected
        ? headAfter(previous)
        : { firstRevision: expected + 1, previousHash: GENESIS_HASH };
    return server.write(streamId, chainEvents(streamId, events, head), expected);
  }
  if (expected === 'no_stream') {
    const head = headAfter(undefined, await server.nextRevisionOfMissingStream(streamId));
    // A stream truncated to nothing still exists: the server refuses no_stream with its real revision.
    return server.write(streamId, chainEvents(streamId, events, head), 'no_stream');
  }
  for (let attempt = 1; ; attempt += 1) {
    const [last] = await server.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    if (!last) {
      if (expected === 'stream_exists') return server.write(streamId, events, 'stream_exists'); // refused by the server
      const head = headAfter(undefined, await server.nextRevisionOfMissingStream(streamId));
      try {
        return await server.write(
          streamId,
          chainEvents(streamId, events, head),
          head.firstRevision === 0 ? 'no_stream' : head.firstRevision - 1,
        );
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= LOOSE_RETRIES) throw error;
        await backoff(attempt);
        continue;
      }
    }
    const already = await alreadyAppended(server, streamId, events, last);
    if (already) return already;
    try {
      return await server.write(streamId, chainEvents(streamId, events, headAfter(last)), last.streamRevision);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= LOOSE_RETRIES) throw error;
      await backoff(attempt);
    }
  }
}

/** A retried loose append whose events are already the stream's last ones answers as the first did (idempotency by event id). */
async function alreadyAppended(
  server: ChainedAppendServer,
  streamId: string,
  events: NewEvent[],
  last: RecordedEvent,
): Promise<AppendResult | undefined> {
  if (!events.some((e) => e.eventId === last.eventId)) return undefined;
  const tail = await server.readStream(streamId, { direction: 'backwards', maxCount: events.length });
  const tailIds = tail.map((e) => e.eventId).reverse();
  if (tailIds.length !== events.length || tailIds.some((id, i) => id !== events[i].eventId)) return undefined;
  return { nextExpectedRevision: last.streamRevision, position: last.position };
}
