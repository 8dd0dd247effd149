import { type Command, type Decide, defineCommand } from './define-command';

export type MarkOverdue = Command<'MarkOverdue', Record<string, never>>;

/** Sent by the scheduler when an accepted request stays unpaid past its deadline. */
const decide: Decide<MarkOverdue> = (cmd) => [{ type: 'RequestOverdue', data: { at: cmd.metadata.at } }];

export const markOverdue = defineCommand<MarkOverdue>({
  type: 'MarkOverdue',
  emits: ['RequestOverdue'],
  grants: [{ roles: ['system'] }],
  decide,
});
