import { START, excludeSystemEvents, type AllStreamSubscription, type EventStoreDBClient } from '@eventstore/db-client';
import type { SubscribeOptions, Subscription } from '../event-store.port';
import type { UpcasterRegistry } from '../upcaster-registry';
import { fromResolved } from './esdb-event-mapping';
import { decodeEsdbPosition } from './esdb-position';

const RESUBSCRIBE_DELAY_MS = 1000;

/**
 * A catch-up subscription to $all (system events filtered out by the server) that resumes from
 * its last delivered position if the server drops it. Events are handed over one at a time.
 */
export class EsdbSubscription implements Subscription {
  private position: string | undefined;
  private stopped = false;
  private current: AllStreamSubscription | undefined;
  private caughtUpOnce = false;
  private caughtUpWaiters: Array<() => void> = [];
  private readonly loop: Promise<void>;

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly upcasters: UpcasterRegistry | undefined,
    private readonly options: SubscribeOptions,
    private readonly onStopped: (s: EsdbSubscription) => void,
  ) {
    this.position = options.after;
    this.loop = this.run();
  }

  caughtUp(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    // The server signals caught-up once per subscription; a later call waits for the next live event round trip.
    return new Promise((resolve) =>
      this.caughtUpOnce ? setTimeout(resolve, 100) : this.caughtUpWaiters.push(resolve),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.current?.unsubscribe().catch(() => undefined);
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const subscription = this.client.subscribeToAll({
        fromPosition: this.position ? decodeEsdbPosition(this.position) : START,
        filter: excludeSystemEvents(),
      });
      this.current = subscription;
      subscription.on('caughtUp', () => {
        this.caughtUpOnce = true;
        for (const resolve of this.caughtUpWaiters.splice(0)) resolve();
      });
      try {
        for await (const resolved of subscription) {
          if (this.stopped) break;
          const event = fromResolved(resolved, this.upcasters);
          if (!event) continue;
          await this.options.onEvent(event);
          this.position = event.position;
        }
      } catch (error) {
        if (!this.stopped) this.options.onError?.(error);
      }
      await subscription.unsubscribe().catch(() => undefined);
      if (!this.stopped) await new Promise((r) => setTimeout(r, RESUBSCRIBE_DELAY_MS));
    }
    for (const resolve of this.caughtUpWaiters.splice(0)) resolve();
    this.onStopped(this);
  }
}
