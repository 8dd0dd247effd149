import { type Command, type DecideShipment, defineShipmentCommand } from './define-shipment-command';

export type MarkArrivedHk = Command<'MarkArrivedHk', Record<string, never>>;

/** The departed shipment reached the Hong Kong warehouse: its orders move to arrived_local_warehouse. */
const decide: DecideShipment<MarkArrivedHk> = (cmd) => [
  { type: 'ShipmentArrivedHk', data: { arrivedAt: cmd.metadata.at } },
];

export const markArrivedHk = defineShipmentCommand<MarkArrivedHk>({
  type: 'MarkArrivedHk',
  emits: ['ShipmentArrivedHk'],
  grants: [{ roles: ['staff'] }],
  decide,
  sample: () => ({}),
});
