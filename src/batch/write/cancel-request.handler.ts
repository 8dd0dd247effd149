import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { CancelRequestCommand } from './cancel-request.command';

@CommandHandler(CancelRequestCommand)
export class CancelRequestHandler implements ICommandHandler<CancelRequestCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: CancelRequestCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'CancelRequest', data: command.data, metadata }));
  }
}
