/**
 * The "why" of one timeline row, read from its event's data: a dispute decision and its reason, a
 * reported problem's kind and message, a check-in's condition and note, a quote revision's reason
 * and remark, a refund's reason, a decline's message. An event that carries none reads as ''.
 * `label` translates a code (`order.arrival.kinds.damaged`, …) or gives the fallback as written.
 */
export function timelineReason(data: unknown, label: (key: string, fallback: string) => string): string {
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
  ];
  return parts.filter(Boolean).join(' · ');
}
