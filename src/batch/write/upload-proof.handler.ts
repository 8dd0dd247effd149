import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { UploadProofCommand } from './upload-proof.command';

@CommandHandler(UploadProofCommand)
export class UploadProofHandler implements ICommandHandler<UploadProofCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: UploadProofCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'UploadProof', data: command.data, metadata }));
  }
}
