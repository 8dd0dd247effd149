import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BatchCommand, BatchItem, CommandMetadata, BatchState } from '@machines/batch';
import { ApiError } from '../../platform/web/api-error';
import { batchFeeQuote } from '../pricing/batch-fee-quote';
import { priceOrBadRequest, RequestFeeEstimator, type PricingOptions } from '../pricing/request-fee-estimator';
import { BatchCommandExecutor } from './batch-command.executor';
import type { CommandResult } from './command-context';
import { ModifyItemsCommand, type ItemEdit } from './modify-items.command';


/**
 * One modify click = DeclineItems (items marked declined) + ModifyItems (new figures, re-priced with
 * machines/pricing) + RequestPayment (final_fee), appended together so the requester never sees half.
 */
@CommandHandler(ModifyItemsCommand)
export class ModifyItemsHandler implements ICommandHandler<ModifyItemsCommand, CommandResult> {
  constructor(
    private readonly executor: BatchCommandExecutor,
    private readonly fees: RequestFeeEstimator,
  ) {}

  async execute(command: ModifyItemsCommand): Promise<CommandResult> {
    const pricing = await this.fees.options();
    return this.executor.execute(command.batchId, command.context, (metadata, state) => buildModify(command, metadata, state, pricing));
  }
}

function buildModify(command: ModifyItemsCommand, metadata: CommandMetadata, state: BatchState, pricing: PricingOptions): BatchCommand[] {
  const d = command.data;
  const declinedIds = d.editDeclinedItems ? d.items.filter((i) => i.declined === true).map((i) => i.id) : [];
  const edits = d.items.filter((i) => !declinedIds.includes(i.id));
  const remaining = state.context.items.filter((i) => i.state === 'requested' && !declinedIds.includes(i.id)).map((i) => applyEdit(i, edits));
  const sellerShipping = remaining.reduce((sum, i) => sum + i.sellerShipping, 0);
  if (d.localShippingFee !== undefined && d.localShippingFee !== sellerShipping) {
    throw new ApiError(400, 'LOCAL_SHIPPING_FEE_SUMMARY_ERROR', 'Local Shipping Fee Summary Error', {
      field: 'local_shipping_fee',
      expected: sellerShipping,
    });
  }
  const before = state.context.fees;
  const fees =
    remaining.length === 0
      ? null
      : priceOrBadRequest(() =>
          batchFeeQuote(
            remaining,
            {
              localShipping: before?.localShipping ?? 0,
              additionalFee: d.additionalFee ?? before?.additionalFee ?? 0,
              waiveServiceFee: d.waiveServiceFee ?? state.context.serviceFeeWaived,
            },
            pricing,
          ),
        );
  const commands: BatchCommand[] = [];
  if (declinedIds.length > 0) {
    commands.push({
      type: 'DeclineItems',
      data: { itemIds: declinedIds, reason: d.declinedReason ?? 'not_available_for_purchase', remark: d.remark, fees, confirmCouponUpdate: d.confirmCouponUpdate },
      metadata,
    });
  }
  // Everything declined: the request ends declined, there is nothing left to price or pay.
  if (fees === null) return commands;
  commands.push({
    type: 'ModifyItems',
    data: {
      items: edits.map(({ declined: _declined, ...change }) => change),
      fees,
      remark: d.remark,
      waiveServiceFee: d.waiveServiceFee,
      confirmCouponUpdate: d.confirmCouponUpdate,
    },
    metadata,
  });
  if (d.finalFee) commands.push({ type: 'RequestPayment', data: {}, metadata });
  return commands;
}

function applyEdit(item: BatchItem, edits: readonly ItemEdit[]): BatchItem {
  const edit = edits.find((e) => e.id === item.id);
  if (!edit) return item;
  return {
    ...item,
    quantity: edit.quantity ?? item.quantity,
    weight: edit.weight ?? item.weight,
    price: edit.price === undefined ? item.price : { amount: edit.price, currency: item.price.currency },
    sellerShipping: edit.sellerShipping ?? item.sellerShipping,
  };
}
