/**
 * The words of one arrival timeline step (GET /api/batch/arrival_timeline/{id}): why it happened,
 * from its codes (translated) and the words given, then its amount. `label` translates a key (with
 * its values) or gives the fallback as written; `money` writes HKD minor units. A revision accepted
 * by paying its increase says so with what was paid.
 */
import type { ArrivalTimelineEntry } from '@contracts/batch/arrival';

export function arrivalStepReason(
  e: ArrivalTimelineEntry,
  label: (key: string, fallback: string, values?: Record<string, string>) => string,
  money: (hkd: number) => string,
): string {
  const paid = e.amount_hkd === null ? '' : money(e.amount_hkd);
  // Written as key and params side by side, so the console's text check sees the parameter filled in.
  const accepted = { key: 'order.arrival.timeline.acceptedByPaying', params: { amount: paid } };
  const amount = e.accepted_by_payment && paid ? label(accepted.key, paid, accepted.params) : paid;
  const code = (prefix: string, v: string | null) => (v ? label(`${prefix}.${v}`, v) : '');
  return [
    code('order.arrival.decisions', e.decision),
    code('order.arrival.kinds', e.kind),
    code('order.arrival.conditions', e.condition),
    code('order.revision.reasons', e.revision_reason),
    code('order.refund.reasons', e.refund_reason),
    e.words,
    amount,
  ]
    .filter(Boolean)
    .join(' · ');
}
