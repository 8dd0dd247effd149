import type { Pool } from 'pg';
import type { RecordedEvent, SubscribeOptions, Subscription } from '../event-store.port';
import type { UpcasterRegistry } from '../upcaster-registry';
import { SNAPSHOT_XMAX_SQL } from './append-events.sql';
import { readNextBatch } from './read-next-batch';

export interface PgSubscriptionDeps {
  pool: Pool;
  upcasters: UpcasterRegistry | undefined;
  pollIntervalMs: number;
  onStopped(subscription: PgSubscription): void;
}

interface CaughtUpWaiter {
  target: bigint;
  resolve(): void;
}

const HELD_BACK_RETRY_MS = 10;
const ERROR_BACKOFF_MS = 250;

/**
 * Catch-up then live subscription to the global log: reads batches after its exclusive position,
 * delivers them one at a time, and when drained sleeps until woken (LISTEN/NOTIFY or an in-process
 * append) or the poll interval passes. A failing handler is retried from the same event.
 */
export class PgSubscription implements Subscription {
  private position: string | undefined;
  private stopped = false;
  private wakeRequested = false;
  private wakeTimer: NodeJS.Timeout | undefined;
  private wakeResolve: (() => void) | undefined;
  private waiters: CaughtUpWaiter[] = [];
  private readonly loop: Promise<void>;
  private readonly batchSize: number;

  constructor(
    private readonly deps: PgSubscriptionDeps,
    private readonly options: SubscribeOptions,
  ) {
    this.position = options.after;
    this.batchSize = options.batchSize ?? 500;
    this.loop = this.run();
  }

  wake = (): void => {
    this.wakeRequested = true;
    this.wakeResolve?.();
  };

  async caughtUp(): Promise<void> {
    // Everything committed before now has a transaction id below the current snapshot's xmax.
    const { rows } = await this.deps.pool.query<{ xmax: string }>(SNAPSHOT_XMAX_SQL);
    if (this.stopped) return;
    await new Promise<void>((resolve) => {
      this.waiters.push({ target: BigInt(rows[0].xmax), resolve });
      this.wake();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    let heldBackDelay = HELD_BACK_RETRY_MS;
    while (!this.stopped) {
      this.wakeRequested = false;
      let delay = this.deps.pollIntervalMs;
      try {
        const batch = await readNextBatch(this.deps.pool, {
          after: this.position,
          limit: this.batchSize,
          upcasters: this.deps.upcasters,
        });
        const delivered = await this.deliver(batch.events);
        if (!delivered) break;
        if (batch.events.length === this.batchSize) continue;
        this.resolveWaiters(BigInt(batch.horizon));
        if (batch.heldBack || this.waiters.length > 0) {
          // A running transaction holds committed events back; look again soon, backing off if it stays open.
          delay = heldBackDelay;
          heldBackDelay = Math.min(heldBackDelay * 2, 200);
        } else {
          heldBackDelay = HELD_BACK_RETRY_MS;
        }
      } catch (error) {
        this.options.onError?.(error);
        delay = ERROR_BACKOFF_MS;
      }
      await this.sleep(delay);
    }
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
    this.deps.onStopped(this);
  }

  /** Returns false when stopped part-way; the position stays at the last event handled. */
  private async deliver(events: RecordedEvent[]): Promise<boolean> {
    for (const event of events) {
      if (this.stopped) return false;
      await this.options.onEvent(event);
      this.position = event.position;
    }
    return true;
  }

  private resolveWaiters(horizon: bigint): void {
    if (this.waiters.length === 0) return;
    const pending: CaughtUpWaiter[] = [];
    for (const waiter of this.waiters) {
      if (horizon >= waiter.target) waiter.resolve();
      else pending.push(waiter);
    }
    this.waiters = pending;
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakeRequested || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(this.wakeTimer);
        this.wakeResolve = undefined;
        resolve();
      };
      this.wakeResolve = done;
      this.wakeTimer = setTimeout(done, ms);
    });
  }
}
