/**
 * How a worker loop (a projection dispatcher, a job lane) waits: until a wake (an append, a
 * NOTIFY, a reader waiting, a job queued), a timeout or a stop. A wake that comes while the loop
 * works is remembered, so the next wait returns at once instead of sleeping past new work.
 */
export class LoopWakes {
  /** `stopped`: set by stop, every wait returns at once and the loop ends (a job lane starts stopped). */
  constructor(public stopped = false) {}

  private wakeUp: (() => void) | null = null;
  private pendingWake = false;

  /** New work may exist: skip the rest of the wait. */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  /**
   * Waits `ms` whatever wakes it, unless stopping. The loop looks at the log right after, which
   * covers every wake that came meanwhile: they are dropped (else the next idle would not wait).
   */
  pause(ms: number): Promise<void> {
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeUp = null;
        if (!this.stopped) this.pendingWake = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = () => {
        if (this.stopped) done();
      };
    });
  }

  /** Waits `ms` or until a wake; returns at once if one came since the last wait. */
  idle(ms: number): Promise<void> {
    if (this.pendingWake || this.stopped) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.pendingWake = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
