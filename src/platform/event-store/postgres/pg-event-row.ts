import type { EventIntegrity, EventMetadata, RecordedEvent } from '../event-store.port';
import type { UpcasterRegistry } from '../upcaster-registry';
import { encodePgPosition } from './pg-position';

export interface PgEventRow {
  transaction_id: string;
  global_position: string;
  stream_id: string;
  stream_revision: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata | null;
  created_at: Date;
}

export function toRecordedEvent(row: PgEventRow, upcasters: UpcasterRegistry | undefined): RecordedEvent {
  const { metadata, integrity } = splitIntegrity(row.metadata ?? {});
  const event: RecordedEvent = {
    eventId: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata,
    schemaVersion: row.schema_version,
    streamId: row.stream_id,
    streamRevision: Number(row.stream_revision),
    position: encodePgPosition({ transactionId: row.transaction_id, globalPosition: row.global_position }),
    createdAt: row.created_at,
    ...(integrity ? { integrity } : {}),
  };
  return upcasters ? upcasters.upcast(event) : event;
}

/** es_append stores the hash chain inside metadata; readers get it beside the metadata instead. */
function splitIntegrity(stored: EventMetadata): { metadata: EventMetadata; integrity?: EventIntegrity } {
  const { hash, previousHash, ...metadata } = stored;
  if (typeof hash === 'string' && typeof previousHash === 'string')
    return { metadata, integrity: { hash, previousHash } };
  return { metadata };
}
