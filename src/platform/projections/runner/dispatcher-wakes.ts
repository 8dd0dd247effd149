/**
 * How a dispatcher's loop waits: until a wake (our own append, a NOTIFY, a reader waiting), a
 * timeout or a stop. A wake that comes while the loop works is remembered, so the next wait
 * returns at once instead of sleeping past new events.
 */
export class DispatcherWakes {
  /** Set by stop: every wait returns at once and the loop ends. */
  stopped = false;
  private wakeUp: (() => void) | null = null;
  private pendingWake = false;

  /** New events may exist: skip the rest of the wait. */
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
