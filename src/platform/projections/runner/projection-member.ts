import { EventEmitter } from 'node:events';
import { checkpointIdOf, type Projection } from './projection';
import { comparePositions, type LogPosition } from './position';

/** What a dispatcher is doing on this instance: only one instance per group is `active`. */
export type DispatcherState = 'starting' | 'passive' | 'active' | 'error' | 'stopped';
/** A member's state: its dispatcher's, or `parked` while its handler keeps failing. */
export type RunnerState = DispatcherState | 'parked';

/** Waits before each retry of a failing member; once used up it stays parked until resumed or restarted. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000];

export interface ParkedStatus {
  since: Date;
  /** Failed attempts in a row. */
  failures: number;
  /** When the next attempt is due; null once the retries are used up (parked until resumed or restarted). */
  retryAt: Date | null;
}

export interface RunnerStatus {
  name: string;
  group: string;
  state: RunnerState;
  checkpoint: LogPosition | null;
  lastError: string | null;
  processed: number;
  parked: ParkedStatus | null;
}

/**
 * One projection inside a group dispatcher, as the rest of the application sees it: its status, a
 * `wake()` that wakes its dispatcher, and the events `active`, `progress` (after the slice's COMMIT,
 * with the new checkpoint), `failed` (error) and `parked` (error).
 */
export class ProjectionMember extends EventEmitter {
  readonly checkpointId: string;
  /**
   * Where this member stands on this instance: read at activation, then moved by each committed
   * slice and by each slice it selects nothing of (see `skipped`), which may be ahead of the row.
   */
  checkpoint: LogPosition | null = null;
  /** What its checkpoint row holds as far as this dispatcher knows (last read, locked or written). */
  stored: LogPosition | null = null;
  /** Since when (ms epoch) `checkpoint` is ahead of `stored` without a write; null when they agree. */
  unflushedSince: number | null = null;
  private dispatcherState: DispatcherState = 'stopped';
  private lastError: string | null = null;
  private processed = 0;
  private parked: ParkedStatus | null = null;

  constructor(
    readonly projection: Projection,
    readonly group: string,
    private readonly wakeDispatcher: () => void,
    private readonly retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {
    super();
    this.checkpointId = checkpointIdOf(projection.name);
  }

  get name(): string {
    return this.projection.name;
  }

  snapshot(): RunnerStatus {
    return {
      name: this.name,
      group: this.group,
      state: this.parked ? 'parked' : this.dispatcherState,
      checkpoint: this.checkpoint,
      lastError: this.lastError,
      processed: this.processed,
      parked: this.parked ? { ...this.parked } : null,
    };
  }

  /** New events may exist (our own append, a reader waiting for its write): wake the dispatcher. */
  wake(): void {
    this.wakeDispatcher();
  }

  /** An operator's (or a test's) "try again now": clears the parking and wakes the dispatcher. */
  resume(): void {
    this.parked = null;
    this.wakeDispatcher();
  }

  /** Whether the next slice may include this member. */
  eligible(now: number): boolean {
    return !this.parked || (this.parked.retryAt !== null && this.parked.retryAt.getTime() <= now);
  }

  /** When a parked member's next attempt is due (ms epoch), or null. */
  retryDueAt(): number | null {
    return this.parked?.retryAt?.getTime() ?? null;
  }

  // Called by the dispatcher only.

  setDispatcherState(state: DispatcherState, error?: unknown): void {
    const wasActive = this.dispatcherState === 'active';
    this.dispatcherState = state;
    if (state === 'active' && !wasActive) {
      if (!this.parked) this.lastError = null;
      this.emit('active');
    }
    if (state === 'error' && error !== undefined) {
      this.lastError = messageOf(error);
      this.emit('failed', error);
    }
  }

  /**
   * Where the row stands now (a poll, or the lock of a slice). The dispatcher's own move not yet
   * written stays (the row still holds what it held); any other value is somebody else's move (an
   * operator's replay, a rebuild swap, another instance): it wins, and the unwritten move is dropped.
   */
  loaded(row: LogPosition): void {
    if (this.unflushedSince !== null && this.stored && comparePositions(row, this.stored) === 0) return;
    this.checkpoint = row;
    this.stored = row;
    this.unflushedSince = null;
  }

  /** The checkpoint row now holds `position` (a committed slice or a flush). */
  written(position: LogPosition): void {
    this.stored = position;
    if (this.checkpoint && comparePositions(this.checkpoint, position) === 0) this.unflushedSince = null;
  }

  /** The position to report while it is ahead of the row (not yet written), else null. */
  unflushedCheckpoint(): LogPosition | null {
    return this.unflushedSince === null ? null : this.checkpoint;
  }

  /** Events it selects none of took it to `position` in memory alone: the row is written later. */
  skipped(position: LogPosition, events: number, now: number): void {
    this.unflushedSince ??= now;
    this.applied(position, events);
  }

  applied(position: LogPosition, events: number): void {
    this.checkpoint = position;
    this.processed += events;
    this.parked = null;
    this.lastError = null;
    this.emit('progress', position);
  }

  failed(error: unknown, now: number): void {
    const failures = (this.parked?.failures ?? 0) + 1;
    const delay = this.retryDelaysMs[failures - 1];
    this.parked = {
      since: this.parked?.since ?? new Date(now),
      failures,
      retryAt: delay === undefined ? null : new Date(now + delay),
    };
    this.lastError = messageOf(error);
    this.emit('failed', error);
    this.emit('parked', error);
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
