import type { CommandContext } from './command-context';

export interface CancelPaymentData {
  reason: string;
  remark?: string;
  itemIds?: readonly string[];
}

export class CancelPaymentCommand {
  constructor(
    readonly batchId: string,
    readonly data: CancelPaymentData,
    readonly context: CommandContext,
  ) {}
}
