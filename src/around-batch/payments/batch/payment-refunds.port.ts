import type { LoadedBatch } from '../../../batch';

/** What asking the card provider to give money back came to. */
export type ProviderRefundOutcome =
  | { readonly kind: 'refunded' }
  /** The batch holds no authorisation to refund against. */
  | { readonly kind: 'no_payment' }
  /** The provider's API refused it (e.g. more than captured); nothing moved. */
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

/** Something staff must look at, raised once per `dedupeKey`. */
export interface StaffPaymentAlert {
  readonly dedupeKey: string;
  readonly batchId: string | null;
  readonly batchNumber: string | null;
  readonly code: string;
  readonly message: string;
}

/**
 * The refund operations the payments feature offers the refunds feature, so that refunds knows
 * nothing of the provider client, its modification log, its lock or its alert table. The class is
 * also the Nest injection token (BatchPaymentsModule binds it).
 */
export abstract class PaymentRefunds {
  /**
   * Runs `work` as the batch's only provider modification at that moment, across instances (the
   * same lock as the capture), so two refunds with one idempotency key never both reach the provider.
   */
  abstract underBatchLock<T>(batchId: string, work: () => Promise<T>): Promise<T>;

  /**
   * Refunds `amount` (HKD minor units) of the batch's authorisation under `key`: a retry with the
   * same key gets the provider's first answer. An unreachable provider is a 503
   * PAYMENT_PROVIDER_UNAVAILABLE (retry with the same key).
   */
  abstract refund(batch: LoadedBatch, amount: number, key: string): Promise<ProviderRefundOutcome>;

  /** Raises a staff alert in the payments' alert list. */
  abstract raiseAlert(alert: StaffPaymentAlert): Promise<void>;
}
