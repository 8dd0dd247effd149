import { domainError } from '../batch.errors';
import { pickupDeadline, pickupWindow } from '../batch.pickup';
import { type Command, type Decide, defineCommand } from './define-command';

export type MarkPickupOverdue = Command<'MarkPickupOverdue', Record<string, never>>;

/**
 * Sent by the scheduler when free storage ends without a pickup: the order turns overdue (the
 * requester is told; staff then extend, hand the parcel over or abandon it). Never before the end.
 */
const decide: Decide<MarkPickupOverdue> = (cmd, state, options) => {
  const pickup = pickupWindow(state);
  const until = pickup && pickupDeadline(pickup, options.freeStorageDays);
  if (!until) return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  if (Date.parse(cmd.metadata.at) < +until) return domainError('BATCH_PICKUP_NOT_DUE', { until: until.toISOString() });
  return [{ type: 'PickupOverdue', data: { at: cmd.metadata.at, until: until.toISOString() } }];
};

export const markPickupOverdue = defineCommand<MarkPickupOverdue>({
  type: 'MarkPickupOverdue',
  emits: ['PickupOverdue'],
  grants: [{ roles: ['system'], when: (c) => c.pickup !== undefined }],
  decide,
  sample: () => ({}),
});
