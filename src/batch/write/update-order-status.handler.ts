import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { codeOf, type BatchCommand, type CommandMetadata, type ShippingStage } from '@machines/batch';
import { ApiError } from '../../platform/web/api-error';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { UpdateOrderStatusCommand, type UpdateOrderStatusData } from './update-order-status.command';

const required = (field: string) => new ApiError(400, 'VALIDATION_FAILED', 'Required', { field });

/**
 * The spec's update_order_status: `status` for `selected_items` (or every item on its way), and
 * per-item `items[].status`. Each distinct stage becomes one UpdateOrderStatus, lowest code first,
 * all appended together (all or nothing). `purchased` with `purchase_site_order_id` marks the
 * selected (else all still open) items bought, as the legacy call did.
 */
export function orderStatusCommands(data: UpdateOrderStatusData, metadata: CommandMetadata, openItemIds: readonly string[]): BatchCommand[] {
  if (data.status === 'purchased') {
    if (!data.purchaseSiteOrderId) throw required('purchase_site_order_id');
    const ids = data.selectedItems ?? data.items?.map((i) => i.id) ?? openItemIds;
    const purchaseSiteOrderId = data.purchaseSiteOrderId;
    return [{ type: 'PurchaseItems', data: { items: ids.map((id) => ({ id, purchaseSiteOrderId })) }, metadata }];
  }
  const groups = new Map<ShippingStage, string[]>();
  const add = (stage: ShippingStage, id?: string) => {
    const ids = groups.get(stage) ?? [];
    if (id !== undefined && !ids.includes(id)) ids.push(id);
    groups.set(stage, ids);
  };
  (data.items ?? []).forEach((item, n) => {
    const stage = item.status ?? data.status;
    if (stage === 'purchased') throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field: `items[${n}].status` });
    add(stage, item.id);
  });
  (data.selectedItems ?? []).forEach((id) => add(data.status as ShippingStage, id));
  if (groups.size === 0) add(data.status as ShippingStage);
  return [...groups.entries()]
    .sort(([a], [b]) => codeOf(a) - codeOf(b))
    .map(([status, ids]) => ({ type: 'UpdateOrderStatus', data: { status, ...(ids.length ? { itemIds: ids } : {}) }, metadata }));
}

@CommandHandler(UpdateOrderStatusCommand)
export class UpdateOrderStatusHandler implements ICommandHandler<UpdateOrderStatusCommand, CommandResult> {
  constructor(private readonly executor: BatchCommandExecutor) {}

  execute(command: UpdateOrderStatusCommand): Promise<CommandResult> {
    return this.executor.execute(command.batchId, command.context, (metadata, state) =>
      orderStatusCommands(command.data, metadata, state.context.items.filter((i) => i.state === 'requested').map((i) => i.id)),
    );
  }
}
