import { validationError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';

export type ToggleAutoWorkflow = Command<'ToggleAutoWorkflow', { enabled: boolean }>;

/** Staff switch automatic processing (robot, auto capture) on or off; setting the same value is refused. */
const decide: Decide<ToggleAutoWorkflow> = (cmd, state) => {
  const { enabled } = cmd.data;
  if (typeof enabled !== 'boolean' || enabled === state.context.autoWorkflow) return validationError('enabled');
  return [{ type: 'AutoWorkflowToggled', data: { enabled } }];
};

export const toggleAutoWorkflow = defineCommand<ToggleAutoWorkflow>({
  type: 'ToggleAutoWorkflow',
  emits: ['AutoWorkflowToggled'],
  grants: [{ roles: ['staff'] }],
  decide,
});
