import { shipmentError } from '../shipment.errors';
import { DEPARTED_REFUSALS, type Command, type DecideShipment, defineShipmentCommand } from './define-shipment-command';
import { isHeld, requireParcel, requireText, someParcel } from './validate';

export type HoldParcel = Command<'HoldParcel', { batchId: string; reason: string }>;

/** Staff keep a parcel back (a damaged box, a customs question): still listed, it does not depart. */
const decide: DecideShipment<HoldParcel> = (cmd, state) => {
  const { batchId, reason } = cmd.data;
  const err = requireParcel(state.context, batchId) ?? requireText(reason, 'reason', 500);
  if (err) return err;
  if (isHeld(state.context, batchId)) return shipmentError('SHIPMENT_PARCEL_ALREADY_HELD', { batchId });
  return [{ type: 'ParcelHeld', data: { batchId, reason } }];
};

export const holdParcel = defineShipmentCommand<HoldParcel>({
  type: 'HoldParcel',
  emits: ['ParcelHeld'],
  grants: [{ roles: ['staff'] }],
  refusedIn: DEPARTED_REFUSALS,
  decide,
  sample: (ctx, v) => ({ batchId: someParcel(ctx, v), reason: 'box damaged' }),
});
