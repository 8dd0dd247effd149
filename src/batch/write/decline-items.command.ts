import type { DeclineReason } from '@machines/batch';
import type { CommandContext } from './command-context';

/** The buyer declines some items; the rest are re-priced by the handler. */
export class DeclineItemsCommand {
  constructor(
    readonly batchId: string,
    readonly data: { itemIds: string[]; reason: DeclineReason; remark?: string; confirmCouponUpdate: boolean },
    readonly context: CommandContext,
  ) {}
}
