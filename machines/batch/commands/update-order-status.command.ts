import { domainError, validationError } from '../batch.errors';
import { arrivalSettled } from '../batch.arrival';
import { isForwardStage, leavesOverseasWarehouse, needsPickupCode } from '../batch.guards';
import { itemsIn } from '../batch.items';
import { SHIPPING_STAGES, type ShippingStage } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { requireItems } from './validate';

export type UpdateOrderStatus = Command<'UpdateOrderStatus', { status: ShippingStage; itemIds?: readonly string[] }>;

/**
 * Shipping stages move forward only, by code (130 → 131 → ... → 207); names sharing a code
 * (shipping / bns_shipping, 200) do not follow each other. Without itemIds it applies to all
 * items on their way. A pickup order is Picked Up only by the counter's hand-off (HandOverParcel),
 * and nothing moves it past the pickup point by hand before that.
 */
const decide: Decide<UpdateOrderStatus> = (cmd, state) => {
  const { status } = cmd.data;
  const ctx = state.context;
  if (!SHIPPING_STAGES.includes(status)) return validationError('status');
  if (!isForwardStage(ctx.shippingStage, status)) {
    return domainError('BATCH_STATUS_NOT_FORWARD', { from: ctx.shippingStage, to: status });
  }
  if (needsPickupCode(ctx.delivery, ctx.shippingStage, status))
    return domainError('BATCH_PICKUP_NEEDS_CODE', { field: 'status' });
  // Nothing unreviewed or disputed is packed for Hong Kong; an unanswered revision holds the order.
  if (leavesOverseasWarehouse(status) && !arrivalSettled(ctx))
    return domainError('BATCH_ARRIVAL_NOT_SETTLED', { to: status });
  const itemIds = cmd.data.itemIds ?? itemsIn(ctx, 'sent').map((i) => i.id);
  const err = itemIds.length ? requireItems(ctx, itemIds, ['purchased', 'sent']) : null;
  if (err) return err;
  return [{ type: 'OrderStatusUpdated', data: { status, itemIds: [...itemIds], at: cmd.metadata.at } }];
};

export const updateOrderStatus = defineCommand<UpdateOrderStatus>({
  type: 'UpdateOrderStatus',
  emits: ['OrderStatusUpdated'],
  grants: [
    {
      roles: ['buyer', 'staff', 'system'],
      when: (c) => c.shippingStage !== null && SHIPPING_STAGES.some((s) => isForwardStage(c.shippingStage, s)),
    },
  ],
  decide,
});
