import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { AssignBuyerCommand } from './assign-buyer.command';

@CommandHandler(AssignBuyerCommand)
export class AssignBuyerHandler implements ICommandHandler<AssignBuyerCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: AssignBuyerCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'AssignBuyer', data: command.data, metadata }));
  }
}
