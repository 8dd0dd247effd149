import { LoopWakes } from '../lifecycle/loop-wakes';
import type { JobRow } from './job.types';

export interface LaneOptions {
  /**
   * Claims up to `limit` due rows of this lane's kinds but those in `skip` (sets their lease); []
   * when nothing is due.
   */
  claim: (limit: number, skip: readonly string[]) => Promise<JobRow[]>;
  /** Runs one claimed row and records its outcome; never throws. */
  execute: (row: JobRow) => Promise<void>;
  concurrency: number;
  /**
   * The most jobs of `kind` running at once (default and at most `concurrency`): a kind whose jobs
   * wait on something slow (a provider, a lock they take in turn) holds only that many slots, and
   * the others keep running the other kinds' jobs.
   */
  limitOf?: (kind: string) => number;
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
    const buffer: JobRow[] = [];
    const running = new Map<string, number>();
    const count = (kind: string, by: number) => running.set(kind, (running.get(kind) ?? 0) + by);
    /** The first buffered row whose kind has a free slot (claim order otherwise). */
    const take = (): JobRow | undefined => {
      const at = buffer.findIndex((row) => (running.get(row.kind) ?? 0) < limitOf(row.kind));
      return at < 0 ? undefined : buffer.splice(at, 1)[0];
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
        const row = take();
        if (row) {
          busy += 1;
          count(row.kind, 1);
          try {
            await execute(row);
          } finally {
            busy -= 1;
            count(row.kind, -1);
            total += 1;
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
