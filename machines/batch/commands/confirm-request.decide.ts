import type { Decide } from './decide.types';

/** The requester accepts the buyer's figures; this clears the fees-updated warning. */
export const decideConfirmRequest: Decide<'ConfirmRequest'> = () => [{ type: 'RequestConfirmed', data: {} }];
