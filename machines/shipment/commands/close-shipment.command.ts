import { notBefore } from '../shipment.time';
import { DEPARTED_REFUSALS, type Command, type DecideShipment, defineShipmentCommand } from './define-shipment-command';

export type CloseShipment = Command<'CloseShipment', Record<string, never>>;

/** No more parcels: the scheduler at the cut-off, or staff earlier (a full container, a holiday). */
const decide: DecideShipment<CloseShipment> = (cmd, state) => [
  {
    type: 'ShipmentClosed',
    data: { closedAt: cmd.metadata.at, atCutoff: notBefore(cmd.metadata.at, state.context.cutoffAt) },
  },
];

export const closeShipment = defineShipmentCommand<CloseShipment>({
  type: 'CloseShipment',
  emits: ['ShipmentClosed'],
  grants: [
    { roles: ['staff'] },
    { roles: ['system'], when: (ctx, at) => notBefore(at, ctx.cutoffAt), refusal: 'SHIPMENT_CUTOFF_NOT_REACHED' },
  ],
  refusedIn: { closed: 'SHIPMENT_NOT_OPEN', ...DEPARTED_REFUSALS },
  decide,
  sample: () => ({}),
});
