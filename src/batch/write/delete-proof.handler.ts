import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { DeleteProofCommand } from './delete-proof.command';

@CommandHandler(DeleteProofCommand)
export class DeleteProofHandler implements ICommandHandler<DeleteProofCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: DeleteProofCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'DeleteProof', data: command.data, metadata }));
  }
}
