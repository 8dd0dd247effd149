import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordPaymentAuthorisation, RecordPaymentFailure, StartCheckout } from '@machines/batch';
import { BatchCommandExecutor } from '../../../batch/write/batch-command.executor';
import type { CommandContext, CommandResult } from '../../../batch/write/command-context';

/** The requester starts paying: the batch goes to `paying` with this attempt as its checkout. */
export class StartCheckoutCommand {
  constructor(
    readonly batchId: string,
    readonly data: StartCheckout['data'],
    readonly context: CommandContext,
  ) {}
}

/** The provider authorised the checkout's amount (system actor). */
export class RecordPaymentAuthorisationCommand {
  constructor(
    readonly batchId: string,
    readonly data: RecordPaymentAuthorisation['data'],
    readonly context: CommandContext,
  ) {}
}

/** The provider refused, errored or the attempt expired: the batch is payable again (system actor). */
export class RecordPaymentFailureCommand {
  constructor(
    readonly batchId: string,
    readonly data: RecordPaymentFailure['data'],
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: StartCheckoutCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'StartCheckout', data: command.data, metadata }));
  }
}

@CommandHandler(RecordPaymentAuthorisationCommand)
export class RecordPaymentAuthorisationHandler implements ICommandHandler<RecordPaymentAuthorisationCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: RecordPaymentAuthorisationCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'RecordPaymentAuthorisation', data: command.data, metadata }));
  }
}

@CommandHandler(RecordPaymentFailureCommand)
export class RecordPaymentFailureHandler implements ICommandHandler<RecordPaymentFailureCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: RecordPaymentFailureCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'RecordPaymentFailure', data: command.data, metadata }));
  }
}

export const BATCH_PAYMENT_HANDLERS = [StartCheckoutHandler, RecordPaymentAuthorisationHandler, RecordPaymentFailureHandler];
