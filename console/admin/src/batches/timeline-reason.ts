import { money } from './money';

/**
 * The "why" of one timeline row, read from its event's data: a dispute decision and its reason, a
 * reported problem's kind and message, a check-in's condition and note, a quote revision's reason
 * and remark, a refund's reason, a decline's message, a refused top-up's provider message, a revision
 * accepted by paying its increase. An event that carries none reads as ''. `label` translates a
 * code (`order.arrival.kinds.damaged`, …) with its values, or gives the fallback as written.
 */
export function timelineReason(
  data: unknown,
  label: (key: string, fallback: string, values?: Record<string, string>) => string,
): string {
  if (!data || typeof data !== 'object') return '';
  const d = data as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : '');
  const code = (prefix: string, v: unknown) => (text(v) ? label(`${prefix}.${text(v)}`, text(v)) : '');
  // `reason` is words on a decision, a code on a quote revision, a refund reason code (or words) elsewhere.
  const reason = d.decision
    ? text(d.reason)
    : typeof d.revisionId === 'string'
      ? code('order.revision.reasons', d.reason)
      : code('order.refund.reasons', d.reason);
  const parts = [
    code('order.arrival.decisions', d.decision),
    code('order.arrival.kinds', d.kind),
    code('order.arrival.conditions', d.condition),
    reason,
    text(d.remark),
    text(d.message),
    text(d.note),
    paidAcceptance(d, label),
  ];
  return parts.filter(Boolean).join(' · ');
}

/** "Accepted by paying 90.00 HKD": a revision whose acceptance was its increase's payment (`paidHkd`). */
function paidAcceptance(
  d: Record<string, unknown>,
  label: (key: string, fallback: string, values?: Record<string, string>) => string,
): string {
  if (typeof d.paidHkd !== 'number') return '';
  const amount = money(d.paidHkd, 'HKD');
  // Written as key and params side by side, so the console's text check sees the parameter filled in.
  const accepted = { key: 'order.arrival.timeline.acceptedByPaying', params: { amount } };
  return label(accepted.key, amount, accepted.params);
}

/**
 * Who a timeline row is attributed to: its event's actor, named as the server named it
 * (`actor_name`), except a revision accepted by paying its increase, which the provider's answer
 * records but the requester who paid (`paidBy`) did: that name is the requester's, found by id.
 */
export function timelineActor(row: {
  type?: unknown;
  actor_id?: unknown;
  actor_role?: unknown;
  actor_name?: unknown;
  data?: unknown;
}): { id: unknown; role: unknown; name?: unknown } {
  const d = (row.data && typeof row.data === 'object' ? row.data : {}) as Record<string, unknown>;
  if (row.type === 'QuoteRevisionAccepted' && typeof d.paidBy === 'string' && d.paidBy)
    return { id: d.paidBy, role: 'requester' };
  return { id: row.actor_id, role: row.actor_role, name: row.actor_name };
}
