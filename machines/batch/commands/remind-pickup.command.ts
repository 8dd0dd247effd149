import { domainError, validationError } from '../batch.errors';
import { pickupDeadline, pickupWindow } from '../batch.pickup';
import { type Command, type Decide, defineCommand } from './define-command';

export type RemindPickup = Command<'RemindPickup', { daysLeft: number }>;

/**
 * The timer reminds the requester `daysLeft` days before free storage ends (PICKUP_REMINDER_DAYS).
 * Once per day count and window: a second run of the same reminder is refused (nothing to do),
 * while an extension opens a new window whose reminders are sent again.
 */
const decide: Decide<RemindPickup> = (cmd, state, options) => {
  const { daysLeft } = cmd.data;
  if (!Number.isInteger(daysLeft) || daysLeft < 1) return validationError('daysLeft');
  const pickup = pickupWindow(state);
  const until = pickup && pickupDeadline(pickup, options.freeStorageDays);
  if (!pickup || !until) return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  if (pickup.reminded.includes(daysLeft)) return domainError('BATCH_PICKUP_NOT_DUE', { daysLeft });
  return [{ type: 'PickupReminded', data: { daysLeft, until: until.toISOString() } }];
};

export const remindPickup = defineCommand<RemindPickup>({
  type: 'RemindPickup',
  emits: ['PickupReminded'],
  grants: [{ roles: ['system'], when: (c) => c.pickup !== undefined }],
  decide,
  sample: (_c, v) => ({ daysLeft: v % 2 === 0 ? 3 : 1 }),
});
