import { domainError } from '../batch.errors';
import { itemsIn } from '../batch.items';
import { type Command, type Decide, defineCommand } from './define-command';
import { requireText } from './validate';

export type HandOverParcel = Command<'HandOverParcel', { pickupPointId: string }>;

/**
 * Staff at the counter hand the parcel over once the server checked the requester's pickup code
 * (src/around-batch/pickup). The event is the proof: the staff member and the time come from the
 * command's metadata, the pickup point from the counter, and it must be the order's own.
 */
const decide: Decide<HandOverParcel> = (cmd, state) => {
  const { pickupPointId } = cmd.data;
  const err = requireText(pickupPointId, 'pickupPointId', 64);
  if (err) return err;
  const delivery = state.context.delivery;
  if (delivery?.kind !== 'pickup' || delivery.locationId !== pickupPointId)
    return domainError('BATCH_WRONG_PICKUP_POINT', { field: 'pickupPointId' });
  return [
    {
      type: 'ParcelHandedOver',
      data: {
        pickupPointId,
        staffId: cmd.metadata.actor.id,
        handedOverAt: cmd.metadata.at,
        itemIds: itemsIn(state.context, 'sent').map((i) => i.id),
      },
    },
  ];
};

export const handOverParcel = defineCommand<HandOverParcel>({
  type: 'HandOverParcel',
  emits: ['ParcelHandedOver'],
  // Only to a pickup point: a courier delivery is never handed over at a counter.
  grants: [{ roles: ['staff'], when: (c) => c.delivery?.kind === 'pickup' && c.shippingStage === 'bns_in' }],
  decide,
  sample: (ctx) => ({ pickupPointId: ctx.delivery?.kind === 'pickup' ? ctx.delivery.locationId : 'bns-hq' }),
});
