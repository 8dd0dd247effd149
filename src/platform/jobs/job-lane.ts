import { LoopWakes } from '../lifecycle/loop-wakes';
import type { JobRow } from './job.types';

export interface LaneOptions {
  /**
   * Claims up to `limit` due rows of this lane's kinds but those in `skip` (sets their lease); []
   * when nothing is due.
   */
  claim: (limit: number, skip: readonly string[]) => Promise<JobRow[]>;
  /** Runs claimed rows of one kind (one, or several where `batchOf` allows) and records their outcomes; never throws. */
  execute: (rows: JobRow[]) => Promise<void>;
  concurrency: number;
  /**
   * The most jobs of `kind` running at once (default and at most `concurrency`): a kind whose jobs
   * wait on something slow (a provider, a lock they take in turn) holds only that many slots, and
   * the others keep running the other kinds' jobs.
   */
  limitOf?: (kind: string) => number;
  /**
   * The most rows of `kind` one slot runs together (default 1): a kind with a batch handler takes,
   * with its first buffered row, the rows of its kind buffered behind it.
   */
  batchOf?: (kind: string) => number;
  claimBatch: number;
  pollMs: number;
  warn(message: string): void;
}

/**
 * One worker loop over a set of job kinds: claims due rows in batches and runs them with bounded
 * concurrency. A slot that finds nothing to claim waits for a wake (or for the others to finish)
 * instead of ending the pass, so a slow job holds only its own slot: a job that becomes due
 * meanwhile is claimed by a free slot at once. A kind with a limit (`limitOf`) never takes more
 * slots than that: a slot passes over its rows to the next kind's, and while rows of a kind at its
 * limit wait in the buffer, claims leave that kind out (the buffer holds at most one claim of it).
 */
export class JobLane {
  private loop: Promise<void> | null = null;
  /** The poll wait, and whether the lane is stopped (it starts stopped). */
  private readonly waits = new LoopWakes(true);
  private stopping = false;
  private running: Promise<number> | null = null;
  /** Notifies the slots of the current pass (a wake, or a job finished). */
  private changed: (() => void) | null = null;
  private exhausted = false;
  /** The claim that found nothing left kinds out (at their limit): once their rows are gone, claim again. */
  private exhaustedSkipping = false;
  /** Counts wakes, so a claim that was answered before a wake cannot undo it (below). */
  private wakes = 0;

  constructor(private readonly options: LaneOptions) {}

  /** Whether the lane's loop runs (started and not stopped). */
  get looping(): boolean {
    return this.loop !== null && !this.waits.stopped;
  }

  start(): void {
    if (this.loop) return;
    this.waits.stopped = false;
    this.stopping = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.waits.stopped = true;
    this.stopping = true;
    this.wake();
    await this.loop;
    await this.running?.catch(() => 0);
    this.loop = null;
    // Stopped: the loop is gone, and a pass asked for by hand (runDue) runs to the end again.
    this.stopping = false;
  }

  /** Skip the rest of the poll wait, and tell a running pass there may be new work. */
  wake(): void {
    this.waits.wake();
    this.wakes += 1;
    this.exhausted = false;
    this.exhaustedSkipping = false;
    this.changed?.();
  }

  /**
   * Claims and runs every job due now; resolves with how many ran. Calls never overlap within one
   * lane (a second caller joins the running pass and then runs its own).
   */
  async runDue(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = this.drain();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async drain(): Promise<number> {
    const { claim, execute, concurrency, claimBatch } = this.options;
    const limitOf = this.options.limitOf ?? (() => concurrency);
    const batchOf = this.options.batchOf ?? (() => 1);
    const buffer: JobRow[] = [];
    const running = new Map<string, number>();
    const count = (kind: string, by: number) => running.set(kind, (running.get(kind) ?? 0) + by);
    /**
     * The first buffered row whose kind has a free slot (claim order otherwise), with the rows of its
     * kind buffered behind it up to the kind's batch size.
     */
    const take = (): JobRow[] | undefined => {
      const at = buffer.findIndex((row) => (running.get(row.kind) ?? 0) < limitOf(row.kind));
      if (at < 0) return undefined;
      const [first] = buffer.splice(at, 1);
      const rows = [first];
      const most = batchOf(first.kind);
      for (let i = at; i < buffer.length && rows.length < most;) {
        if (buffer[i].kind === first.kind) rows.push(...buffer.splice(i, 1));
        else i += 1;
      }
      return rows;
    };
    let busy = 0;
    let total = 0;
    let claiming: Promise<void> | null = null;
    let waiting: Promise<void> | null = null;
    const failed: { error?: Error } = {};
    this.exhausted = false;
    this.exhaustedSkipping = false;
    const signal = (): void => {
      const fire = this.changed;
      this.changed = null;
      waiting = null;
      fire?.();
    };
    const nextChange = (): Promise<void> =>
      (waiting ??= new Promise<void>((resolve) => {
        this.changed = resolve;
      }));
    const refill = (): Promise<void> => {
      const wakesBefore = this.wakes;
      // Rows still buffered when a slot claims all wait for their kind's limit: claim other kinds.
      const skip = [...new Set(buffer.map((row) => row.kind))];
      return (claiming ??= claim(claimBatch, skip)
        .then((rows) => {
          // A short batch does not mean the queue is empty (rows another instance held were skipped).
          // An empty one means it only if no wake came while it ran: its snapshot may predate the
          // job that woke us, and taking it as "nothing due" would drop that wake (the slots would
          // then wait for a running job to end: a slow one would hold every job due meanwhile).
          if (rows.length === 0 && this.wakes === wakesBefore) {
            this.exhausted = true;
            this.exhaustedSkipping = skip.length > 0;
          }
          buffer.push(...rows);
        })
        .catch((error: unknown) => {
          // Finish what is claimed, then let the caller see the error.
          failed.error = error instanceof Error ? error : new Error(String(error));
          this.exhausted = true;
        })
        .finally(() => {
          claiming = null;
          signal();
        }));
    };
    const slot = async (): Promise<void> => {
      for (;;) {
        const rows = take();
        if (rows) {
          const { kind } = rows[0];
          busy += 1;
          count(kind, 1);
          try {
            await execute(rows);
          } finally {
            busy -= 1;
            count(kind, -1);
            total += rows.length;
            signal();
          }
          continue;
        }
        if (this.stopping) return;
        // Nothing was due but the kinds left out: once their buffered rows are taken, more of them may be.
        if (this.exhaustedSkipping && buffer.length === 0) {
          this.exhausted = false;
          this.exhaustedSkipping = false;
        }
        if (!this.exhausted) {
          await refill();
          continue;
        }
        if (busy === 0 && !claiming) {
          signal();
          return;
        }
        await nextChange();
      }
    };
    try {
      await Promise.all(Array.from({ length: concurrency }, slot));
    } finally {
      this.changed = null;
    }
    if (failed.error) throw failed.error;
    return total;
  }

  private async run(): Promise<void> {
    while (!this.waits.stopped) {
      try {
        await this.runDue();
      } catch (error) {
        this.options.warn(`job poll failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await this.waits.idle(this.options.pollMs);
    }
  }
}
