/** Configuration of the batch workflow: readings the spec leaves to configuration. */
import type { ParcelLimitReading } from '../pricing/parcel-limits';

/**
 * Spec §9 "Extra fees or rejection may apply beyond limits": where a request is made, a parcel over
 * the reading's limits is refused (`refuse`), or taken with the warning that extra fees may apply (`warn`).
 */
export type ParcelLimitsBeyond = 'refuse' | 'warn';

export interface BatchOptions {
  /**
   * Spec §4 gives two readings of cancel after payment; its configuration has "cancel-payment
   * reason enabled", so by default the requester may cancel payment while nothing is purchased.
   * false: no cancel after payment for the requester (staff keep the operator action).
   */
  readonly allowCancelPaymentBeforePurchase: boolean;
  /** Weight each when unknown, hundredths of a pound (spec §5: 3.00 lb). */
  readonly defaultItemWeight: number;
  /** Upper bound of items per request, so a single command cannot grow a batch without limit. */
  readonly maxItemsPerRequest: number;
  /** Which of spec §9's parcel-limit texts applies (machines/pricing PARCEL_LIMIT_READINGS). */
  readonly parcelLimitsReading: ParcelLimitReading;
  /** What a request over those limits gets where it is made (create, combine). */
  readonly parcelLimitsBeyond: ParcelLimitsBeyond;
  /** Days a parcel waits at the pickup point free of charge (PICKUP_FREE_STORAGE_DAYS; batch.pickup.ts). */
  readonly freeStorageDays: number;
}

export const DEFAULT_BATCH_OPTIONS: BatchOptions = {
  allowCancelPaymentBeforePurchase: true,
  defaultItemWeight: 300,
  maxItemsPerRequest: 50,
  parcelLimitsReading: 'A',
  parcelLimitsBeyond: 'refuse',
  freeStorageDays: 14,
};

export function batchOptions(overrides: Partial<BatchOptions> = {}): BatchOptions {
  return { ...DEFAULT_BATCH_OPTIONS, ...overrides };
}
