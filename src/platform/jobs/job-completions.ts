/** Writes "done" for these row ids (one statement); rejects when the database does. */
export type CompleteRows = (ids: readonly string[]) => Promise<void>;

interface Waiting {
  id: string;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Records finished jobs as done in batches, the way a group commit does: while one UPDATE is out,
 * the jobs finishing meanwhile wait and go together in the next one (at most `max` ids each). An
 * idle worker thus writes at once (no timer, no added delay) and a busy one writes one statement
 * for many jobs instead of one per job. Each caller learns whether its own row was written.
 */
export class JobCompletions {
  private waiting: Waiting[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly write: CompleteRows,
    private readonly max: number,
  ) {}

  complete(id: string): Promise<void> {
    return this.completeAll([id])[0];
  }

  /**
   * Jobs that finished together (a batch handler's): queued at once, so they share a write (one, or
   * several of at most `max` ids) instead of the first going alone. One promise per id, in order.
   */
  completeAll(ids: readonly string[]): Promise<void>[] {
    const done = ids.map(
      (id) =>
        new Promise<void>((resolve, reject) => {
          this.waiting.push({ id, resolve, reject });
        }),
    );
    this.kick();
    return done;
  }

  private kick(): void {
    if (this.writing || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.max);
    this.writing = this.write(batch.map((w) => w.id)).then(
      () => batch.forEach((w) => w.resolve()),
      (error: unknown) => batch.forEach((w) => w.reject(error)),
    );
    void this.writing.finally(() => {
      this.writing = null;
      this.kick();
    });
  }
}
