import { domainError, validationError } from '../batch.errors';
import { MAX_STORAGE_EXTENSION_DAYS, pickupDeadline, pickupWindow } from '../batch.pickup';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, requireText } from './validate';

export type ExtendStorage = Command<'ExtendStorage', { days: number; reason: string }>;

const DAY_MS = 24 * 3600 * 1000;

/**
 * Staff give the requester more free storage at the pickup point, with a reason (recorded with the
 * staff member). The deadline, the reminders and the countdown follow the new window. From overdue
 * the order goes back to Ready for Pickup, so the extension must reach past now.
 */
const decide: Decide<ExtendStorage> = (cmd, state, options) => {
  const { days, reason } = cmd.data;
  const pickup = pickupWindow(state);
  const err = firstError(
    () => (Number.isInteger(days) && days >= 1 && days <= MAX_STORAGE_EXTENSION_DAYS ? null : validationError('days')),
    () => requireText(reason, 'reason', 500),
  );
  if (err) return err;
  if (!pickup) return domainError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  const until = pickupDeadline(pickup, options.freeStorageDays);
  if (state.value === 'overdue' && until && +until + days * DAY_MS <= Date.parse(cmd.metadata.at))
    return validationError('days', 'The extension must reach past now');
  return [
    { type: 'StorageExtended', data: { days, reason: reason.trim(), by: cmd.metadata.actor.id, at: cmd.metadata.at } },
  ];
};

export const extendStorage = defineCommand<ExtendStorage>({
  type: 'ExtendStorage',
  emits: ['StorageExtended'],
  grants: [{ roles: ['staff'], when: (c) => c.shippingStage === 'bns_in' && c.pickup !== undefined }],
  decide,
  sample: (_c, v) => ({ days: 1 + (v % MAX_STORAGE_EXTENSION_DAYS), reason: 'Requester travelling' }),
});
