import type { BatchEvent } from '../batch.events';
import type { BatchContext, ShippingStage } from '../batch.types';
import { receivableItems } from '../batch.items';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkRating } from './rating.shared';
import { firstError, requireItems } from './validate';

export type ConfirmReceipt = Command<
  'ConfirmReceipt',
  { itemIds?: readonly string[]; rating?: number; review?: string }
>;

/**
 * Receipt of some items (item_received) or the last ones (received). When the requester rates
 * while receiving the last items, the order completes in the same command.
 */
const decide: Decide<ConfirmReceipt> = (cmd, state) => {
  const ctx = state.context;
  const d = cmd.data;
  const receivable = receivableItems(ctx).map((i) => i.id);
  const itemIds = d.itemIds ?? receivable;
  const err = firstError(
    () => requireItems(ctx, itemIds, ['purchased', 'sent']),
    () => checkRating(cmd.metadata.actor, d.rating, d.review),
  );
  if (err) return err;
  const events: BatchEvent[] = [{ type: 'ItemsReceived', data: { itemIds: [...itemIds] } }];
  const last = receivable.every((id) => itemIds.includes(id));
  if (last && d.rating !== undefined) {
    events.push({ type: 'OrderCompleted', data: { rating: { stars: d.rating, review: d.review ?? '' } } });
  }
  return events;
};

/**
 * The shipping stages at which the requester has the goods (spec §3 step 5 and §4's stages, "the
 * requester confirms receipt"): Picked Up (bns_out, 202) and Delivered (bns_complete, 205). Every
 * other stage is before them: the overseas warehouse and shipping, the Hong Kong warehouse, final
 * delivery by courier (133: on its way to the door, not at it), ready for pickup (201: waiting at
 * the pickup point), the pickup network's own warehouse steps, and the deferred shipments. Nobody
 * can confirm what they have not received, so receipt is neither offered nor accepted there.
 */
export const DELIVERED_STAGES: readonly ShippingStage[] = ['bns_out', 'bns_complete'];

/** The order's furthest shipping stage says the goods were delivered or picked up (receipt may be confirmed). */
export const goodsDelivered = (c: BatchContext): boolean =>
  c.shippingStage !== null && (DELIVERED_STAGES as readonly string[]).includes(c.shippingStage);

export const confirmReceipt = defineCommand<ConfirmReceipt>({
  type: 'ConfirmReceipt',
  emits: ['ItemsReceived'],
  grants: [
    {
      roles: ['requester', 'staff', 'system'],
      when: (c) => receivableItems(c).length > 0 && goodsDelivered(c),
      refusal: 'BATCH_GOODS_NOT_DELIVERED',
      // The refusal names the stage it read, where the order is now (409 with field shipping_stage).
      refusalParams: (c) => ({ field: 'shippingStage', stage: c.shippingStage }),
    },
  ],
  decide,
});
