import { validationError } from '../batch.errors';
import type { Decide } from './decide.types';
import { requireText } from './validate';

/** Changing to the same warehouse is refused rather than recorded as a no-op. */
export const decideUpdateWarehouse: Decide<'UpdateWarehouse'> = (cmd, state) => {
  const { warehouse } = cmd.data;
  const err = requireText(warehouse, 'warehouse', 64);
  if (err) return err;
  if (warehouse === state.context.warehouse) return validationError('warehouse');
  return [{ type: 'WarehouseUpdated', data: { warehouse } }];
};
