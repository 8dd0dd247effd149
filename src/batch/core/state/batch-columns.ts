import { DASHBOARD_GROUPS, statusByName, type BatchState, type BatchStateLike, type StatusName } from '@machines/batch';

/**
 * The spec's "requests" are batches before payment and its "orders" batches after payment. The
 * split is by status step: steps 1-3 are requests, steps 4-7 orders. Two step-2 statuses only
 * happen after payment (refunded, payment_canceled), so they count as orders. A third, `overdue`,
 * is two side states (batch.transitions.ts): an unpaid request past its payment deadline stays a
 * request; an order past free storage at the pickup point (its shipping stage Ready for Pickup,
 * the machine's `atPickupPoint`) stays on the orders dashboard with its countdown.
 */
export type BatchListType = 'requests' | 'orders';
const ORDER_SIDE_STATUSES: readonly string[] = ['refunded', 'payment_canceled'];

export function batchTypeOf(status: StatusName, shippingStage: string | null = null): BatchListType {
  const def = statusByName(status);
  if (!def) return 'requests';
  if (status === 'overdue') return shippingStage === 'bns_in' ? 'orders' : 'requests';
  return def.step >= 4 || ORDER_SIDE_STATUSES.includes(status) ? 'orders' : 'requests';
}

/** The lists a batch in this status may be in (`overdue`: both). */
export function batchTypesOf(status: StatusName): readonly BatchListType[] {
  return status === 'overdue' ? ['requests', 'orders'] : [batchTypeOf(status)];
}

/** Always archived (spec §4): declined and canceled. */
export const ARCHIVED_STATUSES: readonly StatusName[] = DASHBOARD_GROUPS.archived;
/** Archived once their last update is older than the retention (spec §4: completed group, 7 days). */
export const COMPLETED_STATUSES: readonly StatusName[] = DASHBOARD_GROUPS.completed;
export const COMPLETED_RETENTION_MS = 7 * 24 * 3600 * 1000;

/** The indexed columns shared by the detail and list read models. */
export interface BatchColumns {
  batch_number: string;
  status: StatusName;
  status_code: number;
  step: number;
  type: BatchListType;
  requester_id: string;
  buyer_id: string | null;
  site_from: string | null;
  site_to: string | null;
  purchase_type: string;
  internal_remark: string | null;
  refund_request: boolean;
  auto_workflow: boolean;
}

export function batchColumns(state: BatchState | BatchStateLike): BatchColumns | null {
  const status = String(state.value);
  const def = statusByName(status);
  if (!def) return null;
  const c = state.context;
  const first = c.items[0];
  return {
    batch_number: c.batchNumber,
    status: def.name,
    status_code: def.code,
    step: def.step,
    type: batchTypeOf(def.name, c.shippingStage),
    requester_id: c.requesterId,
    buyer_id: c.buyerId,
    site_from: first?.fromCountry ?? null,
    site_to: first?.toCountry ?? null,
    // The spec names purchase_type without values; ours: bought by the robot (auto) or by hand.
    purchase_type: c.autoWorkflow ? 'auto' : 'manual',
    internal_remark: c.buyerRemark,
    refund_request: c.refundReasons.length > 0 || c.payments.refunded > 0,
    auto_workflow: c.autoWorkflow,
  };
}
