import type { UpdateWarehouse } from '@machines/batch';
import type { CommandContext } from './command-context';

/** A new overseas warehouse for the batch. */
export class UpdateWarehouseCommand {
  constructor(
    readonly batchId: string,
    readonly data: UpdateWarehouse['data'],
    readonly context: CommandContext,
  ) {}
}
