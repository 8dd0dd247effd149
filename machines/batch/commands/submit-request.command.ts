import { type Command, type Decide, defineCommand } from './define-command';

export type SubmitRequest = Command<'SubmitRequest', Record<string, never>>;

const decide: Decide<SubmitRequest> = (cmd) => [{ type: 'RequestSubmitted', data: { submittedAt: cmd.metadata.at } }];

export const submitRequest = defineCommand<SubmitRequest>({
  type: 'SubmitRequest',
  emits: ['RequestSubmitted'],
  grants: [{ roles: ['requester'] }],
  decide,
});
