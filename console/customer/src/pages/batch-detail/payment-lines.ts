import type { PaymentSummary } from '@contracts/batch/order-detail';

/** One sentence of the payment block, in the user's words rather than the processor's. */
export interface PaymentLine {
  /** held: authorised, not charged yet; charged: captured; released: the hold given back; refunded; topUp: a higher revision's increase charged. */
  kind: 'held' | 'charged' | 'released' | 'refunded' | 'topUp';
  /** HKD minor units. */
  amount: number;
  /** The test id the line has always had (the processor's word), so readers of the figure keep working. */
  testId: string;
}

/**
 * What happened to the requester's money, in the order it happened: "Card authorised: HK$393.90
 * held" while nothing is charged, then "Charged …", "Released …" (the part of the hold not charged)
 * and "Refunded …", then the increase of an accepted higher revision paid on its own. Lines of zero are left out; a charge ends the hold, so "held" goes then.
 */
export function paymentLinesOf(payment: PaymentSummary): PaymentLine[] {
  const captured = payment.captured ?? 0;
  const released = payment.released ?? 0;
  const refunded = payment.refunded ?? 0;
  const held = captured > 0 ? 0 : payment.authorised - released;
  const lines: PaymentLine[] = [
    { kind: 'held', amount: held, testId: 'payment-authorised' },
    { kind: 'charged', amount: captured, testId: 'payment-captured' },
    { kind: 'released', amount: released, testId: 'payment-released' },
    { kind: 'refunded', amount: refunded, testId: 'payment-refunded' },
    { kind: 'topUp', amount: payment.top_up ?? 0, testId: 'payment-top-up' },
  ];
  return lines.filter((l) => l.amount > 0);
}
