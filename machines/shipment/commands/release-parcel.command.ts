import { shipmentError } from '../shipment.errors';
import { DEPARTED_REFUSALS, type Command, type DecideShipment, defineShipmentCommand } from './define-shipment-command';
import { isHeld, requireParcel, someParcel } from './validate';

export type ReleaseParcel = Command<'ReleaseParcel', { batchId: string }>;

/** A held parcel may travel again with this shipment. */
const decide: DecideShipment<ReleaseParcel> = (cmd, state) => {
  const { batchId } = cmd.data;
  const err = requireParcel(state.context, batchId);
  if (err) return err;
  if (!isHeld(state.context, batchId)) return shipmentError('SHIPMENT_PARCEL_NOT_HELD', { batchId });
  return [{ type: 'ParcelReleased', data: { batchId } }];
};

export const releaseParcel = defineShipmentCommand<ReleaseParcel>({
  type: 'ReleaseParcel',
  emits: ['ParcelReleased'],
  grants: [{ roles: ['staff'] }],
  refusedIn: DEPARTED_REFUSALS,
  decide,
  sample: (ctx, v) => ({ batchId: ctx.held.length ? ctx.held[v % ctx.held.length].batchId : someParcel(ctx, v) }),
});
