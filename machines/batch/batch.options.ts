/** Configuration of the batch workflow: readings the spec leaves to configuration. */

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
}

export const DEFAULT_BATCH_OPTIONS: BatchOptions = {
  allowCancelPaymentBeforePurchase: true,
  defaultItemWeight: 300,
  maxItemsPerRequest: 50,
};

export function batchOptions(overrides: Partial<BatchOptions> = {}): BatchOptions {
  return { ...DEFAULT_BATCH_OPTIONS, ...overrides };
}
