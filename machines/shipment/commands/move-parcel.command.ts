import { invalidField } from '../shipment.errors';
import { DEPARTED_REFUSALS, type Command, type DecideShipment, defineShipmentCommand } from './define-shipment-command';
import { isText, requireParcel, someParcel } from './validate';

export type MoveParcel = Command<'MoveParcel', { batchId: string; toShipmentId: string | null }>;

/**
 * Staff take an order's parcel out of this shipment: into another one (`toShipmentId`, whose stream
 * gets the matching AddParcel: shipment.placement.ts decides both) or back to the pool (null).
 */
const decide: DecideShipment<MoveParcel> = (cmd, state) => {
  const { batchId, toShipmentId } = cmd.data;
  const err = requireParcel(state.context, batchId);
  if (err) return err;
  if (toShipmentId !== null && (!isText(toShipmentId, 64) || toShipmentId === state.context.shipmentId)) {
    return invalidField('toShipmentId');
  }
  return [{ type: 'ParcelRemoved', data: { batchId, toShipmentId } }];
};

export const moveParcel = defineShipmentCommand<MoveParcel>({
  type: 'MoveParcel',
  emits: ['ParcelRemoved'],
  grants: [{ roles: ['staff'] }],
  refusedIn: DEPARTED_REFUSALS,
  decide,
  sample: (ctx, v) => ({ batchId: someParcel(ctx, v), toShipmentId: v % 2 ? null : 'shp-other' }),
});
