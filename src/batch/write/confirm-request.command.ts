import type { ConfirmRequest } from '@machines/batch';
import type { CommandContext } from './command-context';

/** The requester accepts the buyer's figures (clears "Buyer has updated the Shipping Fees"). */
export class ConfirmRequestCommand {
  constructor(
    readonly batchId: string,
    readonly data: ConfirmRequest['data'],
    readonly context: CommandContext,
  ) {}
}
