import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { UpdateWarehouseCommand } from './update-warehouse.command';

@CommandHandler(UpdateWarehouseCommand)
export class UpdateWarehouseHandler implements ICommandHandler<UpdateWarehouseCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: UpdateWarehouseCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'UpdateWarehouse', data: command.data, metadata }));
  }
}
