import type { RefundReason } from '@machines/batch';
import type { CommandContext } from './command-context';

export interface RefundItemsData {
  itemIds: readonly string[];
  reason: RefundReason;
  remark?: string;
}

/** A direct refund of whole items by staff (spec §7 refund/{id}/items); the amount is priced by the handler. */
export class RefundItemsCommand {
  constructor(
    readonly batchId: string,
    readonly data: RefundItemsData,
    readonly context: CommandContext,
  ) {}
}
