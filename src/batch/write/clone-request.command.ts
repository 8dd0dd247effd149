import type { CommandContext } from './command-context';

/** A new request from chosen items of one of the requester's own batches, whatever its status. */
export class CloneRequestCommand {
  constructor(
    readonly sourceBatchId: string,
    readonly itemIds: string[],
    readonly context: CommandContext,
  ) {}
}
