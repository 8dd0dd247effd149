import type { EventMetadata, NewEvent, RecordedEvent } from '../event-store.port';
import { verifyChainLinks, type ChainVerification } from '../integrity/chain-verification';
import { eventHash, GENESIS_HASH, withoutChainKeys } from '../integrity/event-hash';

// EventStoreDB cannot compute the chain server-side as PostgreSQL's es_append does, so the adapter
// does: it reads the hash of the event it appends after, and appends with that exact expected
// revision, so the server refuses the append if another writer got there first (no forked chain).

/** The head the new events chain onto: the revision they start at and the hash they link to. */
export interface ChainHead {
  firstRevision: number;
  previousHash: string;
}

export function headAfter(lastEvent: RecordedEvent | undefined, nextRevisionIfEmpty = 0): ChainHead {
  if (!lastEvent) return { firstRevision: nextRevisionIfEmpty, previousHash: GENESIS_HASH };
  // An event from before the chain existed starts it afresh, as in PostgreSQL ("unchained before").
  return { firstRevision: lastEvent.streamRevision + 1, previousHash: lastEvent.integrity?.hash ?? GENESIS_HASH };
}

/** The events with `previousHash` and `hash` in their metadata, as es_append stores them. */
export function chainEvents(streamId: string, events: readonly NewEvent[], head: ChainHead): NewEvent[] {
  let previousHash = head.previousHash;
  return events.map((event, i) => {
    const metadata = withoutChainKeys(event.metadata) as EventMetadata;
    const hash = eventHash(
      {
        streamId,
        revision: head.firstRevision + i,
        eventId: event.eventId,
        type: event.type,
        schemaVersion: event.schemaVersion ?? 1,
        data: event.data ?? null,
        metadata,
      },
      previousHash,
    );
    const chained = { ...event, metadata: { ...metadata, previousHash, hash } };
    previousHash = hash;
    return chained;
  });
}

/** Lifts the chain keys out of read metadata into `integrity`, so metadata reads back as appended. */
export function liftIntegrity(event: RecordedEvent): RecordedEvent {
  const { hash, previousHash, ...metadata } = event.metadata as EventMetadata & {
    hash?: unknown;
    previousHash?: unknown;
  };
  if (typeof hash !== 'string' || typeof previousHash !== 'string') return event;
  return { ...event, metadata, integrity: { hash, previousHash } };
}

/** Recomputes each shown event's hash from its content and stored previous hash. */
export function verifyEsdbChain(streamId: string, events: readonly RecordedEvent[]): ChainVerification {
  const links = events.map((event) => ({
    revision: event.streamRevision,
    hash: event.integrity?.hash ?? null,
    previousHash: event.integrity?.previousHash ?? null,
    computed: eventHash(
      {
        streamId,
        revision: event.streamRevision,
        eventId: event.eventId,
        type: event.type,
        schemaVersion: event.schemaVersion,
        data: event.data,
        metadata: event.metadata,
      },
      event.integrity?.previousHash ?? '',
    ),
  }));
  const first = events[0]?.streamRevision ?? 0;
  // The server's log is append-only, so the last event read is the head: no tail can go missing.
  return verifyChainLinks(links, events.length ? events[events.length - 1].streamRevision : -1, first);
}
