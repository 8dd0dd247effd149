import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { CancelPurchaseCommand } from './cancel-purchase.command';

@CommandHandler(CancelPurchaseCommand)
export class CancelPurchaseHandler implements ICommandHandler<CancelPurchaseCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: CancelPurchaseCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'CancelPurchase', data: command.data, metadata }));
  }
}
