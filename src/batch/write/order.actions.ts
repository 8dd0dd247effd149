import { Injectable } from '@nestjs/common';
import { TrackingNumbersQuery } from '../core/orders/tracking-numbers.query';
import { invalidTrackingNumber, normalizeTrackingNumber, trackingNumberInUse } from '../core/orders/tracking-number';
import { authorizeFirst } from './authorize-first';
import { BatchWriter } from './batch-writer';
import type { CommandContext, CommandResult } from './command-context';
import { checkMetadata } from './event-metadata';
import {
  completePurchaseCommand,
  orderStatusCommands,
  receiptCommands,
  type ConfirmReceiptData,
  type UpdateOrderStatusData,
} from './order-commands';

/** Order actions after payment whose commands depend on the state (order-commands.ts) or on other batches. */
@Injectable()
export class OrderActions {
  constructor(
    private readonly writer: BatchWriter,
    private readonly numbers: TrackingNumbersQuery,
  ) {}

  completePurchase(
    batchId: string,
    itemIds: readonly string[] | undefined,
    context: CommandContext,
  ): Promise<CommandResult> {
    return this.writer.execute(batchId, context, (metadata, state) =>
      completePurchaseCommand(itemIds, metadata, state),
    );
  }

  /**
   * Tracking numbers (step 5). Format first (400 naming the item), then permission, then a number
   * already on another batch (409 TRACKING_NUMBER_IN_USE); several items of one batch may share a parcel.
   */
  async sendTracking(
    batchId: string,
    raw: readonly { id: string; trackingNumber: string }[],
    context: CommandContext,
  ): Promise<CommandResult> {
    const items = raw.map((i, n) => {
      const trackingNumber = normalizeTrackingNumber(i.trackingNumber);
      if (!trackingNumber) throw invalidTrackingNumber(`items[${n}].tracking_number`);
      return { id: i.id, trackingNumber };
    });
    const { state } = await this.writer.load(batchId);
    authorizeFirst('SendTracking', state, checkMetadata(context.actor));
    const used = new Set(
      await this.numbers.usedElsewhere(
        batchId,
        items.map((i) => i.trackingNumber),
      ),
    );
    const clash = items.findIndex((i) => used.has(i.trackingNumber.toUpperCase()));
    if (clash >= 0) throw trackingNumberInUse(`items[${clash}].tracking_number`, items[clash].trackingNumber);
    return this.writer.command(batchId, context, 'SendTracking', { items });
  }

  updateOrderStatus(batchId: string, data: UpdateOrderStatusData, context: CommandContext): Promise<CommandResult> {
    return this.writer.execute(batchId, context, (metadata, state) =>
      orderStatusCommands(
        data,
        metadata,
        state.context.items.filter((i) => i.state === 'requested').map((i) => i.id),
      ),
    );
  }

  confirmReceipt(batchId: string, data: ConfirmReceiptData, context: CommandContext): Promise<CommandResult> {
    return this.writer.execute(batchId, context, (metadata, state) => receiptCommands(data, metadata, state));
  }
}
