import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { ConfirmRequestCommand } from './confirm-request.command';

@CommandHandler(ConfirmRequestCommand)
export class ConfirmRequestHandler implements ICommandHandler<ConfirmRequestCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: ConfirmRequestCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'ConfirmRequest', data: command.data, metadata }));
  }
}
