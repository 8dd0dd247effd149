import { isTrackingNumber } from '../../batch/tracking-number';
import { invalidField, shipmentError } from '../shipment.errors';
import { DEPARTED_REFUSALS, type Command, type DecideShipment, defineShipmentCommand } from './define-shipment-command';
import { isText } from './validate';

export type MarkDeparted = Command<'MarkDeparted', { carrier: string; masterTrackingNumber: string }>;

/**
 * The closed shipment leaves with its carrier's master tracking number (the same rule as an order's
 * tracking number). Parcels still on hold stay behind; a shipment with nothing left to carry cannot leave.
 */
const decide: DecideShipment<MarkDeparted> = (cmd, state) => {
  const { carrier, masterTrackingNumber } = cmd.data;
  if (!isText(carrier, 80)) return invalidField('carrier');
  if (!isTrackingNumber(masterTrackingNumber)) return invalidField('masterTrackingNumber');
  const leftBehind = state.context.held.map((h) => h.batchId);
  if (state.context.parcels.length <= leftBehind.length) return shipmentError('SHIPMENT_NOTHING_TO_SHIP');
  return [
    {
      type: 'ShipmentDeparted',
      data: { carrier: carrier.trim(), masterTrackingNumber, departedAt: cmd.metadata.at, leftBehind },
    },
  ];
};

export const markDeparted = defineShipmentCommand<MarkDeparted>({
  type: 'MarkDeparted',
  emits: ['ShipmentDeparted'],
  grants: [{ roles: ['staff'] }],
  refusedIn: DEPARTED_REFUSALS,
  decide,
  sample: (_ctx, v) => ({ carrier: 'Cathay Cargo', masterTrackingNumber: `MAWB-160-${1000 + v}` }),
});
