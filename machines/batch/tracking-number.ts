/**
 * Spec §5 "Tracking number should be checked before submit": the one rule for a tracking number,
 * used by the decider (SendTracking), the server's HTTP check (src/batch/orders/tracking-number.ts)
 * and the customer app's form (console/customer/src/pages/order-shared/order-rules.ts).
 * 6 to 40 letters, digits and dashes, as carriers print them (UPS 1Z... 18, USPS 20-22 digits,
 * SF Express 12-15, DHL 10, short local couriers' 6).
 */
export const TRACKING_NUMBER_MIN_LENGTH = 6;
export const TRACKING_NUMBER_MAX_LENGTH = 40;
export const TRACKING_NUMBER = new RegExp(
  `^[A-Za-z0-9-]{${TRACKING_NUMBER_MIN_LENGTH},${TRACKING_NUMBER_MAX_LENGTH}}$`,
);

/** Whether `value` is already a valid tracking number (no trimming: callers trim what people typed). */
export const isTrackingNumber = (value: unknown): value is string =>
  typeof value === 'string' && TRACKING_NUMBER.test(value);
