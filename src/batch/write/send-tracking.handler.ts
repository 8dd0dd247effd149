import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeTrackingNumber, invalidTrackingNumber, trackingNumberInUse } from '../orders/tracking-number';
import { TrackingNumbersQuery } from '../orders/tracking-numbers.query';
import { authorizeFirst } from './authorize-first';
import { BatchCommandExecutor } from './batch-command.executor';
import { BatchStateReader } from './batch-state.reader';
import type { CommandResult } from './command-context';
import { SendTrackingCommand } from './send-tracking.command';

/**
 * Tracking numbers (step 5). Format first (400 naming the item), then permission, then a number
 * already on another batch (409 TRACKING_NUMBER_IN_USE); several items of one batch may share a parcel.
 */
@CommandHandler(SendTrackingCommand)
export class SendTrackingHandler implements ICommandHandler<SendTrackingCommand, CommandResult> {
  constructor(
    private readonly executor: BatchCommandExecutor,
    private readonly reader: BatchStateReader,
    private readonly numbers: TrackingNumbersQuery,
  ) {}

  async execute(command: SendTrackingCommand): Promise<CommandResult> {
    const items = command.items.map((i, n) => {
      const trackingNumber = normalizeTrackingNumber(i.trackingNumber);
      if (!trackingNumber) throw invalidTrackingNumber(`items[${n}].tracking_number`);
      return { id: i.id, trackingNumber };
    });
    const { state } = await this.reader.load(command.batchId);
    const actor = command.context.actor;
    authorizeFirst('SendTracking', state, { actor: { id: actor.id, role: actor.role, accountType: 'accountType' in actor ? actor.accountType : undefined }, at: '', commandId: '' });
    const used = new Set(await this.numbers.usedElsewhere(command.batchId, items.map((i) => i.trackingNumber)));
    const clash = items.findIndex((i) => used.has(i.trackingNumber.toUpperCase()));
    if (clash >= 0) throw trackingNumberInUse(`items[${clash}].tracking_number`, items[clash].trackingNumber);
    return this.executor.execute(command.batchId, command.context, (metadata) => ({ type: 'SendTracking', data: { items }, metadata }));
  }
}
