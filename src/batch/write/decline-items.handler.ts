import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { batchFeeQuote } from '../pricing/batch-fee-quote';
import { priceOrBadRequest, RequestFeeEstimator } from '../pricing/request-fee-estimator';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { DeclineItemsCommand } from './decline-items.command';

@CommandHandler(DeclineItemsCommand)
export class DeclineItemsHandler implements ICommandHandler<DeclineItemsCommand, CommandResult> {
  constructor(
    private readonly executor: BatchCommandExecutor,
    private readonly fees: RequestFeeEstimator,
  ) {}

  async execute(command: DeclineItemsCommand): Promise<CommandResult> {
    const pricing = await this.fees.options();
    const d = command.data;
    return this.executor.execute(command.batchId, command.context, (metadata, state) => {
      const remaining = state.context.items.filter((i) => i.state === 'requested' && !d.itemIds.includes(i.id));
      const before = state.context.fees;
      // The remaining items keep the buyer's extra figures; their own prices decide the rest.
      const fees =
        remaining.length === 0
          ? null
          : priceOrBadRequest(() =>
              batchFeeQuote(
                remaining,
                { localShipping: before?.localShipping ?? 0, additionalFee: before?.additionalFee ?? 0, waiveServiceFee: state.context.serviceFeeWaived },
                pricing,
              ),
            );
      return { type: 'DeclineItems', data: { ...d, fees }, metadata };
    });
  }
}
