import { validationError } from '../batch.errors';
import { DECLINE_REASONS, type DeclineReason } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, optionalText, requireText } from './validate';

export type DeclineRequest = Command<'DeclineRequest', { reason: DeclineReason; remark?: string }>;

/**
 * overdue_unpaid_request is the reason for an overdue request and only for it; the scheduler
 * (system) declines with nothing else. "other" needs a remark to mean something.
 */
const decide: Decide<DeclineRequest> = (cmd, state) => {
  const { reason, remark } = cmd.data;
  const overdueReason = reason === 'overdue_unpaid_request';
  const err = firstError(
    () => (DECLINE_REASONS.includes(reason) ? null : validationError('reason')),
    () => (overdueReason && state.value !== 'overdue' ? validationError('reason') : null),
    () => (!overdueReason && cmd.metadata.actor.role === 'system' ? validationError('reason') : null),
    () => (reason === 'other' ? requireText(remark, 'remark') : optionalText(remark, 'remark')),
  );
  if (err) return err;
  return [{ type: 'RequestDeclined', data: { reason, remark: remark ?? '' } }];
};

export const declineRequest = defineCommand<DeclineRequest>({
  type: 'DeclineRequest',
  emits: ['RequestDeclined'],
  grants: [{ roles: ['buyer', 'staff'] }, { roles: ['system'], only: ['overdue'] }],
  decide,
});
