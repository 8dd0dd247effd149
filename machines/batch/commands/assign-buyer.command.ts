import { validationError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, requireText } from './validate';

export type AssignBuyer = Command<'AssignBuyer', { buyerId: string; explanation?: string }>;

/** Assign and reassign are one command: a reassignment must explain itself (audit trail). */
const decide: Decide<AssignBuyer> = (cmd, state) => {
  const d = cmd.data;
  const previous = state.context.buyerId;
  const err = firstError(
    () => requireText(d.buyerId, 'buyerId', 64),
    () =>
      previous !== null && d.buyerId === previous && state.value !== 'declined'
        ? validationError('buyerId', 'Already assigned')
        : null,
    () => (previous !== null ? requireText(d.explanation, 'explanation') : null),
  );
  if (err) return err;
  return [
    {
      type: 'BuyerAssigned',
      data: { buyerId: d.buyerId, previousBuyerId: previous, explanation: d.explanation ?? '' },
    },
  ];
};

export const assignBuyer = defineCommand<AssignBuyer>({
  type: 'AssignBuyer',
  emits: ['BuyerAssigned'],
  grants: [
    {
      roles: ['staff', 'system'],
      // Declined is not final, except for an overdue request (README "Readings").
      when: (c, _o, status) => status !== 'declined' || c.declined?.reason !== 'overdue_unpaid_request',
      refusal: 'BATCH_NOT_REASSIGNABLE',
    },
  ],
  decide,
});
