import { signNotification, type NotificationEnvelope, type NotificationRequestItem } from '../../around-batch/payments';

export type WebhookTarget = string | (() => string | undefined);

/** Test hooks: real providers deliver at least once and in no guaranteed order. */
export interface WebhookDeliveryMode {
  /** Deliver every notification twice. */
  duplicate: boolean;
  /** Keep notifications back until `release()` (then optionally newest first). */
  hold: boolean;
}

export interface DeliveryRecord {
  item: NotificationRequestItem;
  status: number | 'failed';
  body: string;
}

/**
 * Sends signed notifications to the merchant's endpoint. Like the provider, a delivery counts
 * only when the endpoint answers `[accepted]`; others are retried a few times with backoff.
 */
export class SimulatorWebhooks {
  readonly mode: WebhookDeliveryMode = { duplicate: false, hold: false };
  readonly deliveries: DeliveryRecord[] = [];
  private readonly held: NotificationRequestItem[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly target: WebhookTarget | undefined,
    private readonly hmacKeyHex: string,
    private readonly retryDelaysMs: readonly number[] = [50, 200, 1000],
  ) {}

  emit(
    unsigned: Omit<NotificationRequestItem, 'additionalData' | 'eventDate'> & {
      additionalData?: Record<string, string>;
    },
  ): void {
    const item: NotificationRequestItem = { ...unsigned, eventDate: new Date().toISOString() };
    const signed: NotificationRequestItem = {
      ...item,
      additionalData: { ...(unsigned.additionalData ?? {}), hmacSignature: signNotification(item, this.hmacKeyHex) },
    };
    if (this.mode.hold) {
      this.held.push(signed);
      return;
    }
    this.send(signed);
  }

  /** Delivers what `hold` kept back; `reverse` sends the newest first (out of order). */
  release(order: 'fifo' | 'reverse' = 'fifo'): void {
    const items = this.held.splice(0, this.held.length);
    if (order === 'reverse') items.reverse();
    this.send(...items);
  }

  heldCount(): number {
    return this.held.length;
  }

  /** Resolves when every started delivery (and its retries) has finished. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  stop(): void {
    this.stopped = true;
    this.held.length = 0;
  }

  private send(...items: NotificationRequestItem[]): void {
    const copies = this.mode.duplicate ? 2 : 1;
    // One after another, so "twice" and "reversed" arrive exactly in the order asked for.
    const run = (async () => {
      for (const item of items) for (let i = 0; i < copies; i += 1) await this.deliver(item);
    })();
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  private async deliver(item: NotificationRequestItem): Promise<void> {
    const url = typeof this.target === 'function' ? this.target() : this.target;
    if (!url) return;
    const envelope: NotificationEnvelope = { live: 'false', notificationItems: [{ NotificationRequestItem: item }] };
    for (let attempt = 0; attempt <= this.retryDelaysMs.length && !this.stopped; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, this.retryDelaysMs[attempt - 1]));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(envelope),
          signal: AbortSignal.timeout(10_000),
        });
        const body = await response.text();
        this.deliveries.push({ item, status: response.status, body });
        if (response.ok && body.trim() === '[accepted]') return;
      } catch {
        this.deliveries.push({ item, status: 'failed', body: '' });
      }
    }
  }
}
