import { withoutInternalNotes, type BatchView } from '@machines/batch';

/**
 * The detail's `batch`: the machine's context (with the status table's fields) as `audience` may
 * read it, which the customer app restores its machine from (console/customer/src/batch-machine).
 * Left out only what no permission reads: the buyer's remark and earnings for the requester, staff's
 * internal dispute notes for requester and buyer. The arrival record stays, so the restored machine
 * answers the arrival's questions (what awaits review, what is disputed) as the server does.
 * The audience is spelt out rather than imported: this file imports nothing of the server, so the
 * customer app's offer spec can build its details with it.
 */
export function detailBatch(view: BatchView, audience: 'requester' | 'buyer' | 'staff') {
  const { buyerRemark, arrival, ...rest } = view;
  const visible = { ...rest, arrival: arrival && audience !== 'staff' ? withoutInternalNotes(arrival) : arrival };
  return audience === 'requester'
    ? { ...visible, fees: visible.fees ? { ...visible.fees, buyerEarning: undefined } : null }
    : { ...visible, buyerRemark };
}
