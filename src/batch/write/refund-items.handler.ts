import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { refundedQuantities } from '@machines/batch';
import { requireItems } from '@machines/batch/commands/validate';
import { quoteRefund } from '../../around-batch/refunds/refund-order';
import { refundNotAllowed } from '../../around-batch/refunds/refunds.errors';
import { BATCH_OPTIONS, type BatchOptions } from './batch-options.provider';
import { priceOrBadRequest } from '../pricing/request-fee-estimator';
import { authorizeFirst } from './authorize-first';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { toApiError } from './domain-error.mapper';
import { RefundItemsCommand } from './refund-items.command';

/** Items a refund may take back: bought and not yet refunded (machines/batch refundableItems). */
const REFUNDABLE = ['purchased', 'sent', 'received'] as const;

/**
 * Staff refund whole items straight away (no refund request). The HKD amount is never typed in: it
 * is the refund arithmetic the refund requests use (src/around-batch/refunds quoteRefund: item value, the
 * service fee recomputed on what is kept with its US$10 floor unless everything is refunded), on the
 * state being decided, and never more than is captured and not yet refunded. The decider records
 * ItemsRefunded; the payments reaction then refunds that amount at the provider (REFUND_JOB).
 */
@CommandHandler(RefundItemsCommand)
export class RefundItemsHandler implements ICommandHandler<RefundItemsCommand, CommandResult> {
  constructor(
    private readonly executor: BatchCommandExecutor,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
  ) {}

  execute(command: RefundItemsCommand): Promise<CommandResult> {
    const { itemIds, reason, remark } = command.data;
    return this.executor.execute(command.batchId, command.context, (metadata, state) => {
      // Role, ownership and status first, so a refused caller learns nothing about the items.
      authorizeFirst('RefundItems', state, metadata, this.options);
      const ctx = state.context;
      const wrong = requireItems(ctx, itemIds, [...REFUNDABLE], 'items');
      if (wrong) throw toApiError(wrong);
      // Units a completed refund request already gave back are not refunded twice.
      const done = refundedQuantities(ctx);
      const lines = ctx.items
        .filter((i) => itemIds.includes(i.id))
        .map((i) => ({ id: i.id, quantity: i.quantity - Math.min(i.quantity, done.get(i.id) ?? 0) }))
        .filter((l) => l.quantity > 0);
      const amount = lines.length === 0 ? 0 : priceOrBadRequest(() => quoteRefund(ctx, lines, 0)).amount;
      // Nothing captured is left for these items (e.g. given back at the provider's side already).
      if (amount <= 0) throw refundNotAllowed({ field: 'items' });
      return { type: 'RefundItems', data: { itemIds, amount: { amount, currency: 'HKD' }, reason, ...(remark ? { remark } : {}) }, metadata };
    });
  }
}
