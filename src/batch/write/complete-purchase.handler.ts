import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError } from '@machines/batch';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { CompletePurchaseCommand } from './complete-purchase.command';
import { authorizeFirst } from './authorize-first';
import { toApiError } from './domain-error.mapper';

const BOUGHT = new Set(['purchased', 'sent', 'received']);

@CommandHandler(CompletePurchaseCommand)
export class CompletePurchaseHandler implements ICommandHandler<CompletePurchaseCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: CompletePurchaseCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata, state) => {
      authorizeFirst('CompletePurchase', state, metadata);
      const ids = command.itemIds ?? [];
      const items = new Map(state.context.items.map((i) => [i.id, i]));
      const missing = ids.filter((id) => !items.has(id));
      const notBought = ids.filter((id) => items.has(id) && !BOUGHT.has(items.get(id)?.state ?? ''));
      if (missing.length) throw toApiError(domainError('BATCH_ITEM_NOT_FOUND', { field: 'items', itemIds: missing }));
      if (notBought.length) throw toApiError(domainError('BATCH_ITEM_NOT_IN_EXPECTED_STATE', { field: 'items', itemIds: notBought }));
      return { type: 'CompletePurchase', data: {}, metadata };
    });
  }
}
