import type { AssignBuyer } from '@machines/batch';
import type { CommandContext } from './command-context';

export class AssignBuyerCommand {
  constructor(
    readonly batchId: string,
    readonly data: AssignBuyer['data'],
    readonly context: CommandContext,
  ) {}
}
