/**
 * The shipping stages an actor may move an order to now, asked of the machine itself, so that every
 * stage picker (the buyer's in the customer app, staff's in the console) offers exactly what the
 * server's decider would accept for that actor.
 */
import type { BatchState } from './batch.machine';
import { asStateLike } from './batch.decider';
import { needsPickupCode } from './batch.guards';
import { DEFAULT_BATCH_OPTIONS, type BatchOptions } from './batch.options';
import { authorize } from './batch.permissions';
import { SHIPPING_JOURNEY, type Actor, type ShippingStage } from './batch.types';

const NONE: readonly ShippingStage[] = [];

/**
 * In journey order: none unless `actor` may update the order's status now (role, ownership, status);
 * otherwise the stages the machine takes (forward only; nothing past the overseas warehouse while a
 * review, a dispute or a quote revision is open), less what only the pickup counter's hand-off may do
 * (Picked Up, and anything past the pickup point before it), which UpdateOrderStatus refuses but the
 * machine must still replay from older histories.
 */
export function shippingTargets(
  state: BatchState,
  actor: Actor,
  options: BatchOptions = DEFAULT_BATCH_OPTIONS,
): readonly ShippingStage[] {
  if (authorize('UpdateOrderStatus', asStateLike(state), actor, options)) return NONE;
  const { delivery, shippingStage } = state.context;
  return SHIPPING_JOURNEY.filter(
    (status) =>
      state.can({ type: 'OrderStatusUpdated', data: { status, itemIds: [] } }) &&
      !needsPickupCode(delivery, shippingStage, status),
  );
}
