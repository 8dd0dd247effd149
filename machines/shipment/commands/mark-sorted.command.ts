import { type Command, type DecideShipment, defineShipmentCommand } from './define-shipment-command';

export type MarkSorted = Command<'MarkSorted', Record<string, never>>;

/** Every parcel is sent on to its pickup point or courier: the shipment's last step. */
const decide: DecideShipment<MarkSorted> = (cmd) => [{ type: 'ShipmentSorted', data: { sortedAt: cmd.metadata.at } }];

export const markSorted = defineShipmentCommand<MarkSorted>({
  type: 'MarkSorted',
  emits: ['ShipmentSorted'],
  grants: [{ roles: ['staff'] }],
  decide,
  sample: () => ({}),
});
