import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { AddBuyerRemarkCommand } from './add-buyer-remark.command';

@CommandHandler(AddBuyerRemarkCommand)
export class AddBuyerRemarkHandler implements ICommandHandler<AddBuyerRemarkCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: AddBuyerRemarkCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'AddBuyerRemark', data: command.data, metadata }));
  }
}
