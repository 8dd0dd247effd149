import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../platform/web/api-error';
import { cancelReleaseFor } from '../../around-batch/payments/batch/capture-amount';
import { BATCH_OPTIONS, type BatchOptions } from './batch-options.provider';
import { authorizeFirst } from './authorize-first';
import { BatchCommandExecutor } from './batch-command.executor';
import { CancelPaymentCommand } from './cancel-payment.command';
import type { CommandResult } from './command-context';

/**
 * Cancel payment with reason and remark: the whole order (or every item still to buy) releases
 * what is held → all_payment_canceled; some items release their share, computed by the payments
 * module's arithmetic (`cancelReleaseFor`, the same the capture uses), so the later capture of the
 * other items and this release always add up to the authorisation → payment_canceled.
 */
@CommandHandler(CancelPaymentCommand)
export class CancelPaymentHandler implements ICommandHandler<CancelPaymentCommand, CommandResult> {
  constructor(
    private readonly executor: BatchCommandExecutor,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
  ) {}

  execute(command: CancelPaymentCommand): Promise<CommandResult> {
    const { reason, remark, itemIds } = command.data;
    return this.executor.execute(command.batchId, command.context, (metadata, state) => {
      const open = state.context.items.filter((i) => i.state === 'requested').map((i) => i.id);
      const partial = itemIds !== undefined && open.some((id) => !itemIds.includes(id));
      if (!partial) return { type: 'CancelPayment', data: { reason, remark, ...(itemIds ? { itemIds } : {}) }, metadata };
      authorizeFirst('CancelPayment', state, metadata, this.options);
      // Unknown or not-open items: the decider names them (ownership has passed, so no leak).
      if (itemIds.some((id) => !open.includes(id))) return { type: 'CancelPayment', data: { reason, remark, itemIds, amount: 1 }, metadata };
      const amount = cancelReleaseFor(state.context, itemIds);
      if (amount <= 0) {
        throw new ApiError(409, 'PAYMENT_CANCEL_NOTHING_TO_RELEASE', 'The remaining items need the whole authorised amount.', { field: 'items' });
      }
      return { type: 'CancelPayment', data: { reason, remark, itemIds, amount }, metadata };
    });
  }
}
