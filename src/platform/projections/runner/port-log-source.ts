import type { ClientBase } from 'pg';
import type { EventStore, RecordedEvent, Subscription } from '../../event-store/event-store.port';
import type { Backlog, EventLogSource, LogWatch, Queryable } from './event-log-source';
import type { LoggedEvent } from './projection';
import { comparePositions, ORIGIN, parsePosition, type LogPosition } from './position';

const COUNT_PAGE = 5_000;

/** Both adapters print a position as `<first>/<second>` of their ordering pair; the checkpoint stores the pair. */
export function toLogPosition(position: string): LogPosition {
  const parsed = parsePosition(position);
  if (!parsed?.tx) throw new Error(`The event store gave a position that is not an ordering pair: "${position}"`);
  return { tx: parsed.tx, pos: parsed.pos };
}

export const fromLogPosition = (position: LogPosition): string => `${position.tx}/${position.pos}`;

/** The origin means "from the very beginning": a store's first event may sit at position 0/0. */
const afterOf = (position: LogPosition): string | undefined =>
  comparePositions(position, ORIGIN) === 0 ? undefined : fromLogPosition(position);

const toLogged = (event: RecordedEvent): LoggedEvent => ({ ...event, position: toLogPosition(event.position) });

/**
 * Reads the global log through the EventStore port (`readAll`, `subscribe`), for adapters whose
 * log is not in the read-model database: EventStoreDB. Such a store hands out `$all` in commit
 * order, so there is nothing to hold back. The store already applies the upcasters.
 */
export class PortLogSource implements EventLogSource {
  constructor(private readonly store: EventStore) {}

  async readAfter(
    _client: ClientBase,
    after: LogPosition,
    limit: number,
  ): Promise<{ events: LoggedEvent[]; heldBack: boolean }> {
    const events = await this.store.readAll({ after: afterOf(after), maxCount: limit });
    return { events: events.map(toLogged), heldBack: false };
  }

  /** The store's `$all` holds nothing back: what it has committed is what `readAfter` reads. */
  async readCommittedAfter(client: ClientBase, after: LogPosition, limit: number): Promise<LoggedEvent[]> {
    return (await this.readAfter(client, after, limit)).events;
  }

  /** Stream by stream through the port (a fallback, rare once the dispatcher keeps states in memory). */
  async readStreams(_client: ClientBase, upTo: ReadonlyMap<string, number>): Promise<LoggedEvent[]> {
    const events: LoggedEvent[] = [];
    for (const [streamId, revision] of upTo) {
      const recorded = await this.store.readStream(streamId, { maxCount: revision + 1 });
      for (const e of recorded) if (e.streamRevision <= revision) events.push(toLogged(e));
    }
    return events;
  }

  async hasEventsAfter(_client: ClientBase, after: LogPosition): Promise<boolean> {
    return (await this.store.readAll({ after: afterOf(after), maxCount: 1 })).length > 0;
  }

  async backlog(_db: Queryable, after: LogPosition, cap: number): Promise<Backlog> {
    const events = await this.store.readAll({ after: afterOf(after), maxCount: cap });
    return { events: events.length, oldest: events[0]?.createdAt ?? null };
  }

  async count(): Promise<number> {
    let total = 0;
    let after: string | undefined;
    for (;;) {
      const page = await this.store.readAll({ after, maxCount: COUNT_PAGE });
      total += page.length;
      if (page.length < COUNT_PAGE) return total;
      after = page[page.length - 1].position;
    }
  }

  /** Positions of these stores always carry both numbers; a bare number cannot be placed. */
  resolveBarePosition(): Promise<LogPosition | null> {
    return Promise.resolve(null);
  }

  /** A live subscription from the runner's checkpoint: each event another process appends wakes the runner. */
  // eslint-disable-next-line @typescript-eslint/require-await -- implements a Promise-returning port; async keeps any throw a rejection
  async watch(_client: ClientBase, after: LogPosition, onAppend: () => void): Promise<LogWatch> {
    const subscription: Subscription = this.store.subscribe({
      after: afterOf(after),
      // eslint-disable-next-line @typescript-eslint/require-await -- the handler must return a Promise; async turns a throw from onAppend into a rejection
      onEvent: async () => onAppend(),
      // The runner polls as well; a dropped watch only costs latency, and the adapter resubscribes.
      onError: () => undefined,
    });
    return { stop: () => subscription.stop() };
  }
}
