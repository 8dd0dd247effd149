import { invalidField, shipmentError } from '../shipment.errors';
import { DEPARTED_REFUSALS, type Command, type DecideShipment, defineShipmentCommand } from './define-shipment-command';
import { isText, requireText } from './validate';

export type AddParcel = Command<
  'AddParcel',
  { batchId: string; warehouse: string; itemIds: string[]; weight: number; movedFrom: string | null }
>;

/**
 * An order's approved items join the open shipment of their warehouse (the process, as the system),
 * or arrive here from another shipment (the second half of a staff move, shipment.placement.ts).
 * This stream knows only itself: that no other open shipment holds the order is placement's check.
 */
const decide: DecideShipment<AddParcel> = (cmd, state) => {
  const { batchId, warehouse, itemIds, weight, movedFrom } = cmd.data;
  const ctx = state.context;
  const err = requireText(batchId, 'batchId', 64);
  if (err) return err;
  if (warehouse !== ctx.warehouse)
    return shipmentError('SHIPMENT_WAREHOUSE_MISMATCH', { field: 'warehouse', warehouse });
  const ids: readonly unknown[] = Array.isArray(itemIds) ? itemIds : [];
  if (ids.length === 0 || !ids.every((id) => isText(id, 64)) || new Set(ids).size !== ids.length) {
    return invalidField('itemIds');
  }
  if (!Number.isSafeInteger(weight) || weight < 0) return invalidField('weight');
  if (movedFrom !== null && (!isText(movedFrom, 64) || movedFrom === ctx.shipmentId)) return invalidField('movedFrom');
  if (ctx.parcels.some((p) => p.batchId === batchId))
    return shipmentError('SHIPMENT_PARCEL_ALREADY_ADDED', { batchId });
  return [{ type: 'ParcelAdded', data: { batchId, itemIds: [...itemIds], weight, movedFrom } }];
};

export const addParcel = defineShipmentCommand<AddParcel>({
  type: 'AddParcel',
  emits: ['ParcelAdded'],
  // The system fills shipments; staff only through a move (the arriving half of MoveParcel).
  grants: [{ roles: ['system', 'staff'] }],
  refusedIn: { closed: 'SHIPMENT_CLOSED', ...DEPARTED_REFUSALS },
  decide,
  sample: (ctx, v) => ({
    batchId: `batch-${v % 5}`,
    warehouse: ctx.warehouse || 'us-or',
    itemIds: [`item-${v % 5}-1`],
    weight: 100 + (v % 7) * 50,
    movedFrom: null,
  }),
});
