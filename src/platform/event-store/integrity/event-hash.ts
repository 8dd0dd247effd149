import { createHash } from 'node:crypto';
import type { EventMetadata } from '../event-store.port';
import { jsonbText } from './jsonb-text';

export const GENESIS_HASH = '0'.repeat(64);

export interface HashedEventContent {
  streamId: string;
  revision: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata | undefined;
}

/** The metadata as hashed: without the two chain keys, which are stored beside it. */
export function withoutChainKeys(metadata: EventMetadata | undefined): Record<string, unknown> {
  const {
    hash: _hash,
    previousHash: _previous,
    ...rest
  } = (metadata && typeof metadata === 'object' ? metadata : {}) as Record<string, unknown>;
  return rest;
}

/**
 * SHA-256 (hex) of the UTF-8 jsonb text of [stream id, revision, event id, type, schema version,
 * data, metadata without hash/previousHash, previous hash]: the same value as PostgreSQL's
 * es_event_hash (migration 1763897000000), so one chain format serves every adapter.
 */
export function eventHash(event: HashedEventContent, previousHash: string): string {
  const canonical = jsonbText([
    event.streamId,
    event.revision,
    event.eventId.toLowerCase(),
    event.type,
    event.schemaVersion,
    event.data,
    withoutChainKeys(event.metadata),
    previousHash,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
