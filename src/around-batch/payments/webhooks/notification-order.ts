import type { StoredPaymentNotification } from './payment-notification';

/**
 * Out-of-order rule. The provider does not promise delivery order, but a batch can only take a
 * capture, cancel or refund after its authorisation, and a refund only after a capture. So a
 * notification waits (stored, `pending`) until what it depends on for the same payment has been
 * applied, then goes in the order the provider's events happened, whatever order they arrived in:
 *   AUTHORISATION (either outcome)                     needs nothing
 *   CAPTURE, CAPTURE_FAILED, CANCELLATION, CANCEL_OR_REFUND, AUTHORISATION_ADJUSTMENT
 *                                                      needs an applied AUTHORISATION
 *   REFUND, REFUND_FAILED, REFUNDED_REVERSED, CHARGEBACK
 *                                                      needs an applied successful CAPTURE
 *   anything else                                      needs nothing
 */
export type Prerequisite = { eventCode: string; success?: boolean } | null;

export function prerequisiteOf(eventCode: string): Prerequisite {
  switch (eventCode) {
    case 'CAPTURE':
    case 'CAPTURE_FAILED':
    case 'CANCELLATION':
    case 'CANCEL_OR_REFUND':
    case 'AUTHORISATION_ADJUSTMENT':
      return { eventCode: 'AUTHORISATION' };
    case 'REFUND':
    case 'REFUND_FAILED':
    case 'REFUNDED_REVERSED':
    case 'CHARGEBACK':
      return { eventCode: 'CAPTURE', success: true };
    default:
      return null;
  }
}

type Applied = Pick<StoredPaymentNotification, 'eventCode' | 'success'>;

const satisfied = (need: Prerequisite, applied: readonly Applied[]): boolean =>
  need === null ||
  applied.some((a) => a.eventCode === need.eventCode && (need.success === undefined || a.success === need.success));

/**
 * Of one payment's notifications, the pending ones that can be applied now, in application order
 * (earliest received first among those ready, each newly applied one unlocking the next).
 */
export function applicationPlan<T extends StoredPaymentNotification>(notifications: readonly T[]): T[] {
  const applied: Applied[] = notifications.filter((n) => n.status === 'applied');
  const waiting = notifications
    .filter((n) => n.status === 'pending')
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  const plan: T[] = [];
  let progressed = true;
  while (progressed) {
    progressed = false;
    for (const n of waiting) {
      if (plan.includes(n) || !satisfied(prerequisiteOf(n.eventCode), applied)) continue;
      plan.push(n);
      applied.push(n);
      progressed = true;
      break;
    }
  }
  return plan;
}
