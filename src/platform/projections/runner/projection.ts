import type { ClientBase } from 'pg';
import type { EventMetadata } from '../../event-store/event-store.port';
import type { LogPosition } from './position';

/** An event of the global log as a projection sees it (read inside the projection's transaction). */
export interface LoggedEvent {
  position: LogPosition;
  streamId: string;
  streamRevision: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata;
  createdAt: Date;
}

/** What a projection may touch while handling an event: the runner's transaction and its table names. */
export interface ProjectionContext {
  /** Runs in the same transaction as the checkpoint update, so an event takes effect exactly once. */
  readonly client: ClientBase;
  /** Physical name of one of the projection's tables (`<table>_rebuild` during a rebuild). */
  table(logical: string): string;
  /**
   * The events of these streams up to each given revision (inclusive), in stream order, from the
   * same log the slices come from: a read model that keeps no state of its own folds a stream it
   * has no state for. Absent where no log is at hand (a handler called by hand in a test).
   */
  history?(upTo: ReadonlyMap<string, number>): Promise<LoggedEvent[]>;
  /**
   * Lives as long as the dispatcher (or the rebuild) that made the context, one per database:
   * a handler may key what it keeps between slices on it (e.g. folded states). Never shared
   * across databases, so two test databases with the same stream ids do not see each other.
   */
  readonly memo?: object;
}

export interface Projection {
  /** Stable name: the checkpoint id is `projection:<name>`, the rebuild CLI takes it. */
  readonly name: string;
  /** Tables rebuilt and swapped together; empty for reactions (nothing to rebuild). */
  readonly tables: readonly string[];
  /**
   * Whether `handle` would do anything for this event: pure, cheap, no I/O. A projection that says
   * so lets its dispatcher skip a slice none of its members selects without a transaction: their
   * checkpoints move in memory and reach the row with a later slice or within a second. Leave it
   * out unless it is exact: an event it refuses must be one `handle` ignores.
   */
  selects?(event: LoggedEvent): boolean;
  /** Applies one runner batch, in log order, inside the runner's transaction. */
  handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void>;
  /**
   * A rebuild's last step, in the swap's transaction once the rebuilt tables have the live names and
   * the replaced ones are still there (`replaced(logical)` names them): what the rows cannot get
   * from the log is carried over (a reader's marks), and what is kept outside `tables` from the rows
   * (a count their triggers maintain) is set from them.
   */
  afterSwap?(client: ClientBase, replaced: (logical: string) => string): Promise<void>;
}

export const checkpointIdOf = (projectionName: string): string => `projection:${projectionName}`;
