import { validationError } from '../batch.errors';
import type { Decide } from './decide.types';
import { firstError, requireText } from './validate';

/** Assign and reassign are one command: a reassignment must explain itself (audit trail). */
export const decideAssignBuyer: Decide<'AssignBuyer'> = (cmd, state) => {
  const d = cmd.data;
  const previous = state.context.buyerId;
  const err = firstError(
    () => requireText(d.buyerId, 'buyerId', 64),
    () => (previous !== null && d.buyerId === previous && state.value !== 'declined' ? validationError('buyerId', 'Already assigned') : null),
    () => (previous !== null ? requireText(d.explanation, 'explanation') : null),
  );
  if (err) return err;
  return [{ type: 'BuyerAssigned', data: { buyerId: d.buyerId, previousBuyerId: previous, explanation: d.explanation ?? '' } }];
};
