import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cloneItems, clonedFromRef, isDomainError, type Delivery } from '@machines/batch';
import { BatchNumbers } from './batch-numbers';
import { RequestFeeEstimator } from '../pricing/request-fee-estimator';
import { BatchCommandExecutor } from './batch-command.executor';
import { BatchStateReader } from './batch-state.reader';
import { CloneRequestCommand } from './clone-request.command';
import type { CommandResult } from './command-context';
import { batchNotFound, toApiError } from './domain-error.mapper';

/**
 * The source records nothing (so finished batches can be cloned); the new batch's CreateRequest
 * carries clonedFrom. Ownership is checked here because the machine only sees the new batch.
 */
@CommandHandler(CloneRequestCommand)
export class CloneRequestHandler implements ICommandHandler<CloneRequestCommand, CommandResult> {
  constructor(
    private readonly executor: BatchCommandExecutor,
    private readonly reader: BatchStateReader,
    private readonly numbers: BatchNumbers,
    private readonly fees: RequestFeeEstimator,
  ) {}

  async execute(command: CloneRequestCommand): Promise<CommandResult> {
    const source = await this.reader.load(command.sourceBatchId);
    if (source.state.value === 'none' || source.state.context.requesterId !== command.context.actor.id) throw batchNotFound();
    const items = cloneItems(source.state, command.itemIds, command.itemIds.map(() => randomUUID()));
    if (isDomainError(items)) throw toApiError(items);
    const ctx = source.state.context;
    const fees = await this.fees.estimate(items);
    const batchNumber = await this.numbers.next();
    const result = await this.executor.execute(randomUUID(), command.context, (metadata) => ({
      type: 'CreateRequest',
      data: {
        batchNumber,
        items,
        warehouse: ctx.warehouse,
        // Every created batch has one (CreateRequest requires it).
        delivery: ctx.delivery as Delivery,
        fees,
        // The requester confirmed the restrictions for these very items when first asking for them.
        restrictionsConfirmed: true,
        submit: true,
        clonedFrom: clonedFromRef(source.state, command.itemIds),
      },
      metadata,
    }));
    return { ...result, batchNumber };
  }
}
