import { Injectable } from '@nestjs/common';
import type {
  BatchCommand,
  BatchFees,
  BatchItem,
  BatchState,
  CommandMetadata,
  DeclineReason,
  ItemChange,
} from '@machines/batch';
import type { ParcelRulingView } from '@contracts/batch/batch-commands';
import { ApiError } from '../../platform/web/api-error';
import { batchFeeQuote } from '../core/pricing/batch-fee-quote';
import { checkBatchParcel } from '../core/pricing/batch-parcel-check';
import { priceOrBadRequest, RequestFeeEstimator, type PricingOptions } from '../core/pricing/request-fee-estimator';
import { BatchWriter } from './batch-writer';
import type { CommandContext, CommandResult } from './command-context';

/** An item's change as ItemsModified records it, plus whether the buyer declines it. */
export interface ItemEdit extends ItemChange {
  declined?: boolean;
}

/** The buyer's confirmation of prices and availability (spec §7 modify/{id}/items), priced here. */
export interface ModifyItemsData {
  items: ItemEdit[];
  /** The form's seller shipping sum, checked against the items. */
  localShippingFee?: number;
  additionalFee?: number;
  remark?: string;
  finalFee: boolean;
  editDeclinedItems: boolean;
  declinedReason?: DeclineReason;
  waiveServiceFee?: boolean;
  confirmCouponUpdate: boolean;
}

/** The buyer declines some items; the rest are re-priced. */
export interface DeclineItemsData {
  itemIds: string[];
  reason: DeclineReason;
  remark?: string;
  confirmCouponUpdate: boolean;
}

/**
 * The buyer's changes that re-price the batch with machines/pricing, on the state being decided
 * (the writer's `build`), so a retry after a concurrent write re-prices on the fresh state.
 */
@Injectable()
export class RepricingActions {
  constructor(
    private readonly writer: BatchWriter,
    private readonly fees: RequestFeeEstimator,
  ) {}

  /**
   * One modify click = DeclineItems (items marked declined) + ModifyItems (new figures) +
   * RequestPayment (final_fee), appended together so the requester never sees half.
   */
  async modifyItems(
    batchId: string,
    data: ModifyItemsData,
    context: CommandContext,
  ): Promise<CommandResult & { parcel: ParcelRulingView }> {
    const pricing = await this.fees.options();
    // The ruling of the attempt that was appended (a retry re-decides on the fresh state).
    let parcel: ParcelRulingView | null = null;
    const result = await this.writer.execute(batchId, context, (metadata, state) => {
      const built = modifyCommands(data, metadata, state, pricing);
      parcel = built.parcel;
      return built.commands;
    });
    return { ...result, parcel: parcel ?? checkBatchParcel([], pricing.parcelLimitsReading, pricing.chargeBasis) };
  }

  async declineItems(batchId: string, d: DeclineItemsData, context: CommandContext): Promise<CommandResult> {
    const pricing = await this.fees.options();
    return this.writer.execute(batchId, context, (metadata, state) => {
      const remaining = state.context.items.filter((i) => i.state === 'requested' && !d.itemIds.includes(i.id));
      const fees = requotedFees(remaining, state, pricing);
      return { type: 'DeclineItems', data: { ...d, fees }, metadata };
    });
  }
}

/**
 * The fees of the items that stay requested (null when none stays): the remaining items keep the
 * buyer's extra figures unless the buyer changes them now; their own prices decide the rest.
 */
function requotedFees(
  remaining: Parameters<typeof batchFeeQuote>[0],
  state: BatchState,
  pricing: PricingOptions,
  change: { readonly additionalFee?: number; readonly waiveServiceFee?: boolean } = {},
): BatchFees | null {
  if (remaining.length === 0) return null;
  const before = state.context.fees;
  return priceOrBadRequest(() =>
    batchFeeQuote(
      remaining,
      {
        localShipping: before?.localShipping ?? 0,
        additionalFee: change.additionalFee ?? before?.additionalFee ?? 0,
        waiveServiceFee: change.waiveServiceFee ?? state.context.serviceFeeWaived,
      },
      pricing,
    ),
  );
}

export function modifyCommands(
  d: ModifyItemsData,
  metadata: CommandMetadata,
  state: BatchState,
  pricing: PricingOptions,
): { commands: BatchCommand[]; parcel: ParcelRulingView } {
  const declinedIds = d.editDeclinedItems ? d.items.filter((i) => i.declined === true).map((i) => i.id) : [];
  const edits = d.items.filter((i) => !declinedIds.includes(i.id));
  const remaining = state.context.items
    .filter((i) => i.state === 'requested' && !declinedIds.includes(i.id))
    .map((i) => applyEdit(i, edits));
  const sellerShipping = remaining.reduce((sum, i) => sum + i.sellerShipping, 0);
  if (d.localShippingFee !== undefined && d.localShippingFee !== sellerShipping) {
    throw new ApiError(400, 'LOCAL_SHIPPING_FEE_SUMMARY_ERROR', 'Local Shipping Fee Summary Error', {
      field: 'local_shipping_fee',
      expected: sellerShipping,
    });
  }
  // Spec §9: the parcel is formed here; a volumetric weight over 5 × actual is refused (422), limits warn.
  const parcel = checkBatchParcel(remaining, pricing.parcelLimitsReading, pricing.chargeBasis);
  const fees = requotedFees(remaining, state, pricing, {
    additionalFee: d.additionalFee,
    waiveServiceFee: d.waiveServiceFee,
  });
  const commands: BatchCommand[] = [];
  if (declinedIds.length > 0) {
    commands.push({
      type: 'DeclineItems',
      data: {
        itemIds: declinedIds,
        reason: d.declinedReason ?? 'not_available_for_purchase',
        remark: d.remark,
        fees,
        confirmCouponUpdate: d.confirmCouponUpdate,
      },
      metadata,
    });
  }
  // Everything declined: the request ends declined, there is nothing left to price or pay.
  if (fees === null) return { commands, parcel };
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
  return { commands, parcel };
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
    ...(edit.dimensions ? { dimensions: edit.dimensions } : {}),
  };
}
