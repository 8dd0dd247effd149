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
 * The shipping stages at which the goods are in Hong Kong (spec §3 step 5 and §4's stages): the
 * Hong Kong warehouse (arrived_local_warehouse, 132) and everything after it on the way to the
 * requester: final delivery by courier (133) and the pickup network's stages (ready for pickup 201,
 * picked up 202, at and out of its warehouse 203/204, delivered 205). Before them (item_sent, the
 * overseas warehouse and overseas shipping, the generic "shipping", "shipped by seller" and the
 * deferred shipments) the parcel has not crossed the border: nobody can have received it, so
 * receipt is never offered at those stages.
 */
export const IN_HONG_KONG_STAGES: readonly ShippingStage[] = [
  'arrived_local_warehouse',
  'courier_delivery',
  'bns_in',
  'bns_out',
  'bns_warehouse',
  'bns_warehouse_out',
  'bns_complete',
];

/** The order's furthest shipping stage is in Hong Kong (receipt may be confirmed). */
export const goodsInHongKong = (c: BatchContext): boolean =>
  c.shippingStage !== null && (IN_HONG_KONG_STAGES as readonly string[]).includes(c.shippingStage);

export const confirmReceipt = defineCommand<ConfirmReceipt>({
  type: 'ConfirmReceipt',
  emits: ['ItemsReceived'],
  grants: [
    {
      roles: ['requester', 'staff', 'system'],
      when: (c) => receivableItems(c).length > 0 && goodsInHongKong(c),
      refusal: 'BATCH_GOODS_NOT_IN_HONG_KONG',
    },
  ],
  decide,
});
