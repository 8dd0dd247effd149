import type { AddBuyerRemark } from '@machines/batch';
import type { CommandContext } from './command-context';

/** The internal (buyer/staff) remark; never shown to the requester. */
export class AddBuyerRemarkCommand {
  constructor(
    readonly batchId: string,
    readonly data: AddBuyerRemark['data'],
    readonly context: CommandContext,
  ) {}
}
