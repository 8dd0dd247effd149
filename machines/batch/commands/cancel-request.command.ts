import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, optionalText } from './validate';

export type CancelRequest = Command<'CancelRequest', { reason?: string; remark?: string }>;

/** Before payment, without fees (spec §4). */
const decide: Decide<CancelRequest> = (cmd) => {
  const err = firstError(
    () => optionalText(cmd.data.reason, 'reason', 200),
    () => optionalText(cmd.data.remark, 'remark'),
  );
  if (err) return err;
  return [{ type: 'RequestCanceled', data: { reason: cmd.data.reason ?? '', remark: cmd.data.remark ?? '' } }];
};

export const cancelRequest = defineCommand<CancelRequest>({
  type: 'CancelRequest',
  emits: ['RequestCanceled'],
  // A declined request is closed (spec: a side and terminal state, archived): staff may reassign it,
  // but nobody cancels it. The machine still folds RequestCanceled there for streams stored before.
  grants: [{ roles: ['requester', 'staff'], except: ['declined'] }],
  decide,
});
