import { validationError } from '../batch.errors';
import type { Decide } from './decide.types';

/** Staff switch automatic processing (robot, auto capture) on or off; setting the same value is refused. */
export const decideToggleAutoWorkflow: Decide<'ToggleAutoWorkflow'> = (cmd, state) => {
  const { enabled } = cmd.data;
  if (typeof enabled !== 'boolean' || enabled === state.context.autoWorkflow) return validationError('enabled');
  return [{ type: 'AutoWorkflowToggled', data: { enabled } }];
};
