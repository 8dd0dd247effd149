import type { ClientBase } from 'pg';
import type { LoggedEvent } from './projection';
import type { LogPosition } from './position';

/**
 * Something that answers SQL: a pg Client or Pool, or TypeORM's DataSource wrapped by `sqlOf`.
 * Checkpoints and read models always live in PostgreSQL, whichever store holds the events.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/** Wraps a TypeORM DataSource (whose `query` answers rows, not a result) as a Queryable. */
export function sqlOf(dataSource: { query(text: string, values?: unknown[]): Promise<unknown> }): Queryable {
  return {
    query: async <Row>(text: string, values?: unknown[]) => ({ rows: (await dataSource.query(text, values)) as Row[] }),
  };
}

export interface Backlog {
  /** Events after the checkpoint, counted up to the cap the caller gave. */
  events: number;
  /** When the oldest of them was stored; null when there are none. */
  oldest: Date | null;
}

export interface LogWatch {
  stop(): Promise<void>;
}

/**
 * Where a projection runner reads the global event log from (DESIGN §5). The PostgreSQL source
 * reads `es_events` inside the runner's own transaction (its visibility horizon); the port source
 * reads any EventStore adapter through `readAll`, so the read models also fill from EventStoreDB.
 * Positions are the checkpoint pair either way: (xid8, global position) or (commit, prepare).
 */
export interface EventLogSource {
  /** Events after the exclusive checkpoint, in log order. `heldBack`: committed events wait behind a running writer; look again soon. */
  readAfter(
    client: ClientBase,
    after: LogPosition,
    limit: number,
  ): Promise<{ events: LoggedEvent[]; heldBack: boolean }>;
  /**
   * Every event committed so far after the position, past the visibility horizon too: a look at what
   * exists now (a create a moment ago included), never a slice to checkpoint, since a writer still in
   * flight may yet commit a lower position.
   */
  readCommittedAfter(client: ClientBase, after: LogPosition, limit: number): Promise<LoggedEvent[]>;
  /** The events of these streams up to each given revision (inclusive), in stream order (see ProjectionContext.history). */
  readStreams(client: ClientBase, upTo: ReadonlyMap<string, number>): Promise<LoggedEvent[]>;
  /**
   * Whether any event lies after the position, read outside a transaction (one indexed lookup): a
   * dispatcher that is caught up asks this on a wake or its poll timer before it opens a transaction.
   */
  hasEventsAfter(client: ClientBase, after: LogPosition): Promise<boolean>;
  /** How far a checkpoint is behind the log's head. `db` is the read-model database. */
  backlog(db: Queryable, after: LogPosition, cap: number): Promise<Backlog>;
  /** Events in the log, for rebuild progress. */
  count(db: Queryable): Promise<number>;
  /** The full pair for a position given as its global number alone (PostgreSQL); null when unknown. */
  resolveBarePosition(db: Queryable, globalPosition: string): Promise<LogPosition | null>;
  /** Calls `onAppend` when an event lands after `after` (the runner's connection, for LISTEN), until stopped. */
  watch(client: ClientBase, after: LogPosition, onAppend: () => void): Promise<LogWatch>;
}
