import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { intentFor } from './notification-intent';
import { applicationPlan } from './notification-order';
import { PaymentNotificationApplier } from './payment-notification.applier';
import { PaymentNotificationStore } from './payment-notification.store';
import { paymentOutcomes } from '../../../platform/observability/metrics';

/**
 * How often every instance looks for notifications still pending: one acknowledged by an instance
 * that died before applying it, or whose applier failed, is applied without waiting for a restart.
 * Cheap (one indexed DISTINCT); the advisory lock keeps instances sweeping at once from applying twice.
 */
const SWEEP_EVERY_MS = 60_000;

/**
 * Applies stored notifications after the webhook has acknowledged them, so the provider gets
 * `[accepted]` fast. One payment at a time under a transaction-scoped advisory lock, so two
 * deliveries racing (duplicates, retries, several app instances) apply each notification once.
 */
@Injectable()
export class PaymentNotificationProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PaymentNotificationProcessor');
  private readonly running = new Set<Promise<void>>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: PaymentNotificationStore,
    private readonly applier: PaymentNotificationApplier,
  ) {}

  /** Picks up notifications left pending by a crash or a failing applier. */
  onApplicationBootstrap(): void {
    this.schedule(() => this.sweep());
    this.sweepTimer = setInterval(() => {
      if (!this.sweeping) this.schedule(() => this.sweep());
    }, SWEEP_EVERY_MS);
    this.sweepTimer.unref();
  }

  /** Lets started work finish before the database goes away. */
  async onModuleDestroy(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    await this.idle();
  }

  /** Starts applying in the background; `idle()` waits for it (tests, shutdown). */
  kick(paymentPspReferences: readonly string[]): void {
    for (const psp of paymentPspReferences) this.schedule(() => this.processPayment(psp));
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async sweep(): Promise<void> {
    this.sweeping = true;
    try {
      for (const psp of await this.store.paymentsWithPending()) await this.processPayment(psp);
    } finally {
      this.sweeping = false;
    }
  }

  async processPayment(paymentPspReference: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `payment-notifications:${paymentPspReference}`,
      ]);
      const plan = applicationPlan(await this.store.forPayment(manager, paymentPspReference));
      for (const notification of plan) {
        // Marked in the same transaction: a crash before commit means "apply again", which the
        // applier tolerates (idempotent by commandId); never "marked but not applied".
        try {
          await this.applier.apply(notification, intentFor(notification));
        } catch (error) {
          // Later ones may depend on this one: stop here, keep what was applied, retry later.
          this.logger.error(
            `notification ${notification.id} (${notification.eventCode}) not applied: ${(error as Error).message}`,
          );
          return;
        }
        await this.store.markApplied(manager, notification.id);
        // A rolled-back transaction re-applies and counts again: the counter is at least once, like the applier.
        paymentOutcomes.inc({
          outcome: `${notification.eventCode.toLowerCase()}_${notification.success ? 'success' : 'failure'}`,
        });
      }
    });
  }

  private schedule(work: () => Promise<void>): void {
    const run = work().catch((error: unknown) =>
      this.logger.error(`applying payment notifications failed: ${(error as Error).message}`),
    );
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }
}
