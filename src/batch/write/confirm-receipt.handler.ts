import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BatchCommand, type BatchState, type CommandMetadata } from '@machines/batch';
import { ApiError } from '../../platform/web/api-error';
import { authorizeFirst } from './authorize-first';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { ConfirmReceiptCommand, type ConfirmReceiptData } from './confirm-receipt.command';

const RECEIVABLE = new Set(['purchased', 'sent']);

/**
 * The requester confirms receipt (all items, or some) and may rate. When nothing is left to receive
 * the order completes in the same append: with the rating if one was given, else without (the
 * contract: "when everything is received the order completes"). Already `received` (staff or a
 * timer received it): the call completes it, with the rating.
 */
export function receiptCommands(data: ConfirmReceiptData, metadata: CommandMetadata, state: BatchState): BatchCommand[] {
  const receivable = state.context.items.filter((i) => RECEIVABLE.has(i.state)).map((i) => i.id);
  const rating = data.rating === undefined ? {} : { rating: data.rating, review: data.review ?? '' };
  if (data.rating === undefined && data.review !== undefined) {
    // A review belongs to a rating: named by the API's field, after who/when like every refusal.
    authorizeFirst('ConfirmReceipt', state, metadata);
    throw new ApiError(400, 'VALIDATION_FAILED', 'Required', { field: 'stars' });
  }
  if (receivable.length === 0 && state.value === 'received') {
    return [{ type: 'CompleteOrder', data: { ...rating }, metadata }];
  }
  const itemIds = data.itemIds ?? receivable;
  const commands: BatchCommand[] = [{ type: 'ConfirmReceipt', data: { itemIds, ...rating }, metadata }];
  const last = receivable.length > 0 && receivable.every((id) => itemIds.includes(id));
  // A rating is for the whole order: refused on a partial receipt rather than silently dropped.
  if (!last && data.rating !== undefined) {
    authorizeFirst('ConfirmReceipt', state, metadata);
    throw new ApiError(400, 'RATING_NEEDS_FULL_RECEIPT', 'Rate the order when you confirm the last items.', { field: 'stars' });
  }
  // With a rating the machine completes the order itself (ConfirmReceipt → OrderCompleted).
  if (last && data.rating === undefined) commands.push({ type: 'CompleteOrder', data: {}, metadata });
  return commands;
}

@CommandHandler(ConfirmReceiptCommand)
export class ConfirmReceiptHandler implements ICommandHandler<ConfirmReceiptCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: ConfirmReceiptCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata, state) => receiptCommands(command.data, metadata, state));
  }
}
