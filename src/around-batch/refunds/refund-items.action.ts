import { Injectable } from '@nestjs/common';
import {
  refundedQuantities,
  type BatchState,
  type CommandMetadata,
  type RefundReason,
  quoteRefund,
} from '@machines/batch';
import { requireItems } from '@machines/batch/commands/validate';
import { StateCommandAction, priceOrBadRequest, toApiError } from '../../batch';
import { refundNotAllowed } from './refunds.errors';

export interface RefundItemsData {
  itemIds: readonly string[];
  reason: RefundReason;
  remark?: string;
}

/** Items a refund may take back: bought and not yet refunded (machines/batch refundableItems). */
const REFUNDABLE = ['purchased', 'sent', 'received'] as const;

/**
 * Staff refund whole items straight away (no refund request). The HKD amount is never typed in: it
 * is the refund arithmetic the refund requests use (quoteRefund: item value, the service fee
 * recomputed on what is kept with its US$10 floor unless everything is refunded), on the state
 * being decided, and never more than is captured and not yet refunded. The decider records
 * ItemsRefunded; the payments reaction then refunds that amount at the provider (REFUND_JOB).
 */
@Injectable()
export class RefundItemsAction extends StateCommandAction<RefundItemsData> {
  protected build({ itemIds, reason, remark }: RefundItemsData, metadata: CommandMetadata, state: BatchState) {
    // Role, ownership and status first, so a refused caller learns nothing about the items.
    this.writer.authorizeFirst('RefundItems', state, metadata.actor);
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
    const data = { itemIds, amount: { amount, currency: 'HKD' as const }, reason, ...(remark ? { remark } : {}) };
    return { type: 'RefundItems' as const, data, metadata };
  }
}
