import {
  jsonEvent,
  type EventData,
  type JSONType,
  type Position,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, NewEvent, RecordedEvent } from '../event-store.port';
import type { UpcasterRegistry } from '../upcaster-registry';
import { liftIntegrity } from './esdb-hash-chain';
import { encodeEsdbPosition } from './esdb-position';

/** EventStoreDB has no schema-version field: it travels in the metadata under this key. */
const SCHEMA_VERSION_KEY = '$schemaVersion';

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.eventId,
    type: event.type,
    // The client's JSONType omits null and scalars, but the server stores any JSON document.
    data: event.data as JSONType,
    metadata: { ...(event.metadata ?? {}), [SCHEMA_VERSION_KEY]: event.schemaVersion ?? 1 },
  });
}

export function fromResolved(
  resolved: ResolvedEvent | AllStreamResolvedEvent,
  upcasters: UpcasterRegistry | undefined,
): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || !event.isJson) return undefined;
  const { [SCHEMA_VERSION_KEY]: version, ...metadata } = (event.metadata ?? {}) as EventMetadata;
  const position: Position | undefined =
    event.position ??
    (resolved.commitPosition !== undefined
      ? { commit: resolved.commitPosition, prepare: resolved.commitPosition }
      : undefined);
  const recorded: RecordedEvent = {
    eventId: event.id,
    type: event.type,
    data: event.data,
    metadata,
    schemaVersion: typeof version === 'number' ? version : 1,
    streamId: event.streamId,
    streamRevision: Number(event.revision),
    position: position ? encodeEsdbPosition(position) : '0/0',
    createdAt: event.created,
  };
  // The chain keys travel in the metadata; the port hands them out as `integrity`, as PostgreSQL does.
  const lifted = liftIntegrity(recorded);
  return upcasters ? upcasters.upcast(lifted) : lifted;
}
