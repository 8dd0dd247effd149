import type { CommandContext } from './command-context';

/** `itemIds`, when given, must be the items bought: the buyer confirms what the capture will charge. */
export class CompletePurchaseCommand {
  constructor(
    readonly batchId: string,
    readonly itemIds: readonly string[] | undefined,
    readonly context: CommandContext,
  ) {}
}
