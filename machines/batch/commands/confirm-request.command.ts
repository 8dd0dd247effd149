import { type Command, type Decide, defineCommand } from './define-command';

export type ConfirmRequest = Command<'ConfirmRequest', Record<string, never>>;

/** The requester accepts the buyer's figures; this clears the fees-updated warning. */
const decide: Decide<ConfirmRequest> = () => [{ type: 'RequestConfirmed', data: {} }];

export const confirmRequest = defineCommand<ConfirmRequest>({
  type: 'ConfirmRequest',
  emits: ['RequestConfirmed'],
  grants: [{ roles: ['requester'], when: (c) => c.fees !== null }],
  decide,
});
