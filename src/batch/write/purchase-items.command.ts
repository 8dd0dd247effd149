import type { PurchaseItems } from '@machines/batch';
import type { CommandContext } from './command-context';

export class PurchaseItemsCommand {
  constructor(
    readonly batchId: string,
    readonly data: PurchaseItems['data'],
    readonly context: CommandContext,
  ) {}
}
