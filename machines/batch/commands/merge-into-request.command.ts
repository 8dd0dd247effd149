import { validationError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';
import { requireText } from './validate';

export type MergeIntoRequest = Command<'MergeIntoRequest', { targetBatchNumber: string }>;

/** The absorbed side of a combine: ends canceled, pointing at the kept request. */
const decide: Decide<MergeIntoRequest> = (cmd, state) => {
  const target = cmd.data.targetBatchNumber;
  const err = requireText(target, 'targetBatchNumber', 64);
  if (err) return err;
  if (target === state.context.batchNumber) return validationError('targetBatchNumber');
  return [{ type: 'RequestMerged', data: { targetBatchNumber: target } }];
};

export const mergeIntoRequest = defineCommand<MergeIntoRequest>({
  type: 'MergeIntoRequest',
  emits: ['RequestMerged'],
  grants: [{ roles: ['requester'] }],
  decide,
});
