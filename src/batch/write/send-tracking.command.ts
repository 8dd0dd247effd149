import type { CommandContext } from './command-context';

export class SendTrackingCommand {
  constructor(
    readonly batchId: string,
    readonly items: readonly { id: string; trackingNumber: string }[],
    readonly context: CommandContext,
  ) {}
}
