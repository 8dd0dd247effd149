import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApplyCoupon } from '@machines/batch';
import { BatchCommandExecutor } from '../../batch/write/batch-command.executor';
import type { CommandContext, CommandResult } from '../../batch/write/command-context';

export class ApplyCouponCommand {
  constructor(
    readonly batchId: string,
    readonly data: ApplyCoupon['data'],
    readonly context: CommandContext,
  ) {}
}

export class RemoveCouponCommand {
  constructor(
    readonly batchId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ApplyCouponCommand)
export class ApplyCouponHandler implements ICommandHandler<ApplyCouponCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: ApplyCouponCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'ApplyCoupon', data: command.data, metadata }));
  }
}

@CommandHandler(RemoveCouponCommand)
export class RemoveCouponHandler implements ICommandHandler<RemoveCouponCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: RemoveCouponCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'RemoveCoupon', data: {}, metadata }));
  }
}
