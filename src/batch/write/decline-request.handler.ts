import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { DeclineRequestCommand } from './decline-request.command';

@CommandHandler(DeclineRequestCommand)
export class DeclineRequestHandler implements ICommandHandler<DeclineRequestCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: DeclineRequestCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'DeclineRequest', data: command.data, metadata }));
  }
}
