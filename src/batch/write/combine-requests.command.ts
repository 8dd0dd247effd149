import type { CommandContext, CommandResult } from './command-context';

/** Combine: the first batch keeps its number and takes the items of the others, which end canceled. */
export class CombineRequestsCommand {
  constructor(
    readonly batchIds: string[],
    readonly context: CommandContext,
  ) {}
}

export interface CombineResult {
  kept: CommandResult;
  merged: CommandResult[];
}
