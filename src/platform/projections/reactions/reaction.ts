import type { LoggedEvent } from '../runner/projection';

/** The job one event asks for. */
export interface ReactionJob {
  /** A kind the reaction's module registers with `JobWorker.register`. */
  kind: string;
  payload: Record<string, unknown>;
  /** Default: at once, whatever the clock (AS_SOON_AS_POSSIBLE). */
  runAt?: Date;
  /**
   * Default `<reaction>:<eventId>`. A reaction that moved from scheduling by hand keeps its old keys
   * (e.g. `robot.purchase:<eventId>`) so a replay over events scheduled before still schedules nothing.
   * Whatever the key, it must be a function of the event id: that is what makes a redelivery a no-op.
   */
  key?: string;
}

/**
 * Work that follows events (assign a buyer, start a timer, send an e-mail…) without being a read
 * model: `select` only says which job an event asks for; the job does the work later, off the read
 * models' path. `select` is pure and cheap (no I/O): the log reader calls it for every event, first
 * outside any transaction to learn whether a slice needs one at all (`selects`), then inside it.
 */
export interface Reaction {
  /** Stable: its checkpoint is `projection:<name>` and its default job keys start with it. */
  readonly name: string;
  /** The job kinds `select` may return (checked at registration; their handlers live in the feature). */
  readonly kinds: readonly string[];
  select(event: LoggedEvent): ReactionJob | null;
}

export const reactionJobKey = (reaction: string, eventId: string): string => `${reaction}:${eventId}`;

/**
 * The correlation id a reaction's job carries: the one of the request that caused the event, so the
 * job's own commands join that request's trail; the event id when the event came from no request.
 */
export const reactionCorrelationId = (event: LoggedEvent): string =>
  typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : event.eventId;
