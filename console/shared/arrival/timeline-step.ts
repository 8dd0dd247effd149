/**
 * The words of one arrival timeline step (GET /api/batch/arrival_timeline/{id}): why it happened,
 * from its codes (translated) and the words given, then its amount. `label` translates a key or
 * gives the fallback as written; `money` writes HKD minor units.
 */
import type { ArrivalTimelineEntry } from '@contracts/batch/arrival';

export function arrivalStepReason(
  e: ArrivalTimelineEntry,
  label: (key: string, fallback: string) => string,
  money: (hkd: number) => string,
): string {
  const code = (prefix: string, v: string | null) => (v ? label(`${prefix}.${v}`, v) : '');
  return [
    code('order.arrival.decisions', e.decision),
    code('order.arrival.kinds', e.kind),
    code('order.arrival.conditions', e.condition),
    code('order.revision.reasons', e.revision_reason),
    code('order.refund.reasons', e.refund_reason),
    e.words,
    e.amount_hkd === null ? '' : money(e.amount_hkd),
  ]
    .filter(Boolean)
    .join(' · ');
}
