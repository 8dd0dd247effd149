/**
 * Refund requests kept in the batch context (spec §3 "Refund request", §4 refunds): the buyer or
 * staff asks for a refund from a stored estimate, may change it, and completing it refunds the money
 * (ItemsRefunded). Kept here, not in a side table, so the detail page and the audit replay show the
 * same request at every point of the batch's history.
 */
import type { BatchContext } from './batch.types';
import type { RefundLine, RefundRequestRecord } from './refund-request.types';

export type { RefundFigures, RefundLine, RefundRequestRecord, RefundRequestStatus } from './refund-request.types';

/** The request still waiting to be completed, if any (one at a time per batch). */
export const openRefundRequest = (ctx: BatchContext): RefundRequestRecord | undefined =>
  (ctx.refundRequests ?? []).find((r) => r.status === 'requested');

/** Units per item already refunded by completed requests. */
export function refundedQuantities(ctx: BatchContext): Map<string, number> {
  const byId = new Map<string, number>();
  for (const r of ctx.refundRequests ?? []) {
    if (r.status !== 'completed') continue;
    for (const line of r.items) byId.set(line.id, (byId.get(line.id) ?? 0) + line.quantity);
  }
  return byId;
}

/** Items whose every unit is refunded once `lines` are added to what completed requests refunded. */
export function fullyRefundedIds(ctx: BatchContext, lines: readonly RefundLine[]): string[] {
  const done = refundedQuantities(ctx);
  for (const l of lines) done.set(l.id, (done.get(l.id) ?? 0) + l.quantity);
  return ctx.items
    .filter((i) => (done.get(i.id) ?? 0) >= i.quantity && lines.some((l) => l.id === i.id))
    .map((i) => i.id);
}
