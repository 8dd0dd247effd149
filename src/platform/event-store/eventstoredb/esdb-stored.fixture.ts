import type { NewEvent, RecordedEvent } from '../event-store.port';
import { liftIntegrity } from './esdb-hash-chain';

/** What the server hands back for appended events (specs' fixture): metadata as stored, integrity lifted out. */
export function storedAsServer(streamId: string, events: NewEvent[], firstRevision = 0): RecordedEvent[] {
  return events.map((e, i) => {
    const revision = firstRevision + i;
    return liftIntegrity({
      eventId: e.eventId,
      type: e.type,
      data: e.data,
      metadata: e.metadata ?? {},
      schemaVersion: 1,
      streamId,
      streamRevision: revision,
      position: `${revision + 1}/${revision + 1}`,
      createdAt: new Date(),
    });
  });
}
