import type { RefundLine, RefundReason, RefundRequestRecord } from '@machines/batch';
import type { LoadedBatch } from '../../batch';

/** A refund request as the API shows it (spec §3 names; amounts: details in the fees' currency, `amount` HKD). */
export interface RefundRequestView {
  id: string;
  batch_id: string;
  batch_number: string;
  eid: string;
  items: RefundLine[];
  refund_reason: RefundReason;
  refund_remark: string;
  details: RefundRequestRecord['details'];
  currency: string;
  amount: { currency: 'HKD'; value: number };
  status: RefundRequestRecord['status'];
  updates: number;
  requested_by: string | null;
  created_at: string | null;
  updated_at: string | null;
  completed_at: string | null;
}

/** Every refund request of the batch, oldest first, with who asked and when from the events that touched it. */
export function refundRequestViews(batch: LoadedBatch): RefundRequestView[] {
  const ctx = batch.state.context;
  return (ctx.refundRequests ?? []).map((r) => {
    const touching = batch.recorded.filter((e) => {
      const d = e.data as { requestId?: unknown };
      return (
        (e.type === 'RefundRequested' || e.type === 'RefundRequestUpdated' || e.type === 'ItemsRefunded') &&
        d.requestId === r.id
      );
    });
    const at = (type: string) => {
      const found = [...touching].reverse().find((e) => e.type === type);
      return typeof found?.metadata.at === 'string' ? found.metadata.at : null;
    };
    const created = touching.find((e) => e.type === 'RefundRequested');
    const by = created?.metadata.actor as { id?: string } | undefined;
    return {
      id: r.id,
      batch_id: batch.batchId,
      batch_number: ctx.batchNumber,
      eid: r.eid,
      items: r.items.map((l) => ({ id: l.id, quantity: l.quantity })),
      refund_reason: r.reason,
      refund_remark: r.remark,
      details: r.details,
      currency: ctx.fees?.currency ?? 'USD',
      amount: { currency: 'HKD', value: r.amount },
      status: r.status,
      updates: r.updates,
      requested_by: by?.id ?? null,
      created_at: at('RefundRequested'),
      updated_at: at('RefundRequestUpdated'),
      completed_at: at('ItemsRefunded'),
    };
  });
}
