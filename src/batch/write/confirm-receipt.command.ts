import type { CommandContext } from './command-context';

export interface ConfirmReceiptData {
  itemIds?: readonly string[];
  rating?: number;
  review?: string;
}

export class ConfirmReceiptCommand {
  constructor(
    readonly batchId: string,
    readonly data: ConfirmReceiptData,
    readonly context: CommandContext,
  ) {}
}
