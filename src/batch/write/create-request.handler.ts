import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BatchNumbers } from './batch-numbers';
import { RequestFeeEstimator } from '../pricing/request-fee-estimator';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { CreateRequestCommand } from './create-request.command';

@CommandHandler(CreateRequestCommand)
export class CreateRequestHandler implements ICommandHandler<CreateRequestCommand, CommandResult> {
  constructor(
    private readonly executor: BatchCommandExecutor,
    private readonly numbers: BatchNumbers,
    private readonly fees: RequestFeeEstimator,
  ) {}

  async execute(command: CreateRequestCommand): Promise<CommandResult> {
    const batchId = randomUUID();
    // Items are validated by the decider; an empty list would fail there, not in pricing.
    const fees = command.data.items.length > 0 ? await this.fees.estimate(command.data.items) : null;
    const batchNumber = await this.numbers.next();
    const result = await this.executor.execute(batchId, command.context, (metadata) => ({
      type: 'CreateRequest',
      data: { ...command.data, fees, batchNumber, submit: true },
      metadata,
    }));
    return { ...result, batchNumber };
  }
}
