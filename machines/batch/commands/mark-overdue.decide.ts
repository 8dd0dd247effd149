import type { Decide } from './decide.types';

/** Sent by the scheduler when an accepted request stays unpaid past its deadline. */
export const decideMarkOverdue: Decide<'MarkOverdue'> = (cmd) => [{ type: 'RequestOverdue', data: { at: cmd.metadata.at } }];
