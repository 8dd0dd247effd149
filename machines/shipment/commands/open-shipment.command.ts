import { invalidField } from '../shipment.errors';
import { instantOf } from '../shipment.time';
import { type Command, type DecideShipment, defineShipmentCommand } from './define-shipment-command';
import { requireText } from './validate';

export type OpenShipment = Command<'OpenShipment', { shipmentId: string; warehouse: string; cutoffAt: string }>;

/** A new shipment collects a warehouse's parcels until its cut-off (shipment.cutoff.ts computes it). */
const decide: DecideShipment<OpenShipment> = (cmd) => {
  const { shipmentId, warehouse, cutoffAt } = cmd.data;
  const err = requireText(shipmentId, 'shipmentId', 64) ?? requireText(warehouse, 'warehouse', 64);
  if (err) return err;
  if (instantOf(cutoffAt) === null) return invalidField('cutoffAt');
  return [{ type: 'ShipmentOpened', data: { shipmentId, warehouse, cutoffAt, openedAt: cmd.metadata.at } }];
};

export const openShipment = defineShipmentCommand<OpenShipment>({
  type: 'OpenShipment',
  emits: ['ShipmentOpened'],
  // The scheduler opens next week's shipment when one closes; staff may open an extra one.
  grants: [{ roles: ['staff', 'system'] }],
  decide,
  sample: (_ctx, v) => ({ shipmentId: `shp-${v % 3}`, warehouse: 'us-or', cutoffAt: '2026-03-04T10:00:00.000Z' }),
});
