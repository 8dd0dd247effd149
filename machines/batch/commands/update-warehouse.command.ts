import { validationError } from '../batch.errors';
import { PRE_ACCEPT } from '../batch.transitions';
import { type Command, type Decide, defineCommand } from './define-command';
import { requireText } from './validate';

export type UpdateWarehouse = Command<'UpdateWarehouse', { warehouse: string }>;

/** Changing to the same warehouse is refused rather than recorded as a no-op. */
const decide: Decide<UpdateWarehouse> = (cmd, state) => {
  const { warehouse } = cmd.data;
  const err = requireText(warehouse, 'warehouse', 64);
  if (err) return err;
  if (warehouse === state.context.warehouse) return validationError('warehouse');
  return [{ type: 'WarehouseUpdated', data: { warehouse } }];
};

export const updateWarehouse = defineCommand<UpdateWarehouse>({
  type: 'UpdateWarehouse',
  emits: ['WarehouseUpdated'],
  grants: [
    // The requester only before a buyer accepts; then the buyer and staff, until the goods ship.
    { roles: ['requester'], only: PRE_ACCEPT },
    { roles: ['buyer', 'staff'], except: ['new', 'requested'] },
  ],
  decide,
});
