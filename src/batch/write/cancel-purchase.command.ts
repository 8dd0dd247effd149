import type { CancelPurchase } from '@machines/batch';
import type { CommandContext } from './command-context';

export class CancelPurchaseCommand {
  constructor(
    readonly batchId: string,
    readonly data: CancelPurchase['data'],
    readonly context: CommandContext,
  ) {}
}
