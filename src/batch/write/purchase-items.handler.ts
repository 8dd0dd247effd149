import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { PurchaseItemsCommand } from './purchase-items.command';

@CommandHandler(PurchaseItemsCommand)
export class PurchaseItemsHandler implements ICommandHandler<PurchaseItemsCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: PurchaseItemsCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'PurchaseItems', data: command.data, metadata }));
  }
}
