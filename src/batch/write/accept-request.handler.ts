import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { AcceptRequestCommand } from './accept-request.command';

@CommandHandler(AcceptRequestCommand)
export class AcceptRequestHandler implements ICommandHandler<AcceptRequestCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: AcceptRequestCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'AcceptRequest', data: command.data, metadata }));
  }
}
