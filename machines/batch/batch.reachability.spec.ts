import { scenarioAt, PATHS } from '../testing/batch-scenario';
import { batchView } from './batch.view';
import { STATUSES, stepOf, type StatusName } from './statuses';

const SPEC_STEPS: Record<StatusName, number> = {
  new: 1,
  requested: 1,
  assigned: 2,
  declined: 2,
  canceled: 2,
  refunded: 2,
  payment_canceled: 2,
  overdue: 2,
  accepted: 3,
  modified: 3,
  requested_payment: 3,
  paying: 3,
  confirmed: 3,
  paid: 4,
  payment_authorized: 4,
  wait_for_auto_purchase: 4,
  manual: 4,
  partially_purchased: 4,
  purchase_completed: 4,
  purchased_p: 4,
  error: 4,
  purchased: 4,
  payment_captured: 4,
  all_refunded: 4,
  all_payment_canceled: 4,
  item_sent: 5,
  arrived_oversea_warehouse: 5,
  oversea_shipping: 5,
  arrived_local_warehouse: 5,
  courier_delivery: 5,
  shipping: 5,
  bns_shipping: 5,
  bns_in: 5,
  bns_out: 5,
  bns_warehouse: 5,
  bns_warehouse_out: 5,
  bns_complete: 5,
  defer_shipped: 5,
  all_defer_shipped: 5,
  received: 6,
  item_received: 6,
  completed: 6,
  all_abandoned: 7,
  abandoned: 7,
};

describe('every status of the spec table is reachable from a new request', () => {
  it('has a path for every status and nothing else', () => {
    expect(Object.keys(PATHS).sort()).toEqual(STATUSES.map((s) => s.name).sort());
  });

  it.each(STATUSES.map((s) => [s.name, s.step] as const))('%s (step %i)', (name, step) => {
    const s = scenarioAt(name);
    expect(s.status).toBe(name);
    expect(stepOf(name)).toBe(step);
    expect(SPEC_STEPS[name]).toBe(step);
    const view = batchView(s.state);
    expect(view.status).toBe(name);
    expect(view.step).toBe(step);
  });
});
