import { InvalidEventError } from './event-store.errors';
import type { ExpectedRevision, NewEvent } from './event-store.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Both adapters refuse the same inputs, so a caller never learns which store it runs on from an error. */
export function validateAppend(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): void {
  if (typeof streamId !== 'string' || streamId.length === 0 || streamId.startsWith('$')) {
    throw new InvalidEventError('Stream id must be a non-empty string not starting with $', 'streamId');
  }
  if (events.length === 0) throw new InvalidEventError('An append needs at least one event', 'events');
  if (typeof expected === 'number' && (!Number.isSafeInteger(expected) || expected < 0)) {
    throw new InvalidEventError('An exact expected revision is a whole number ≥ 0', 'expectedRevision');
  }
  const seen = new Set<string>();
  for (const event of events) {
    if (!UUID.test(event.eventId)) throw new InvalidEventError(`Event id "${event.eventId}" is not a UUID`, 'eventId');
    const id = event.eventId.toLowerCase();
    if (seen.has(id)) throw new InvalidEventError(`Event id ${id} appears twice in one append`, 'eventId');
    seen.add(id);
    if (typeof event.type !== 'string' || event.type.length === 0)
      throw new InvalidEventError('Event type must be a non-empty string', 'type');
    if (event.schemaVersion !== undefined && (!Number.isInteger(event.schemaVersion) || event.schemaVersion < 1)) {
      throw new InvalidEventError('Schema version is a whole number ≥ 1', 'schemaVersion');
    }
    if (event.data === undefined)
      throw new InvalidEventError('Event data is required (use null or {} for none)', 'data');
  }
}

/** Default stream type: the prefix of `batch-123`-style ids, so list queries can filter by kind. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}
