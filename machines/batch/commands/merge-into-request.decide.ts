import { validationError } from '../batch.errors';
import type { Decide } from './decide.types';
import { requireText } from './validate';

/** The absorbed side of a combine: ends canceled, pointing at the kept request. */
export const decideMergeIntoRequest: Decide<'MergeIntoRequest'> = (cmd, state) => {
  const target = cmd.data.targetBatchNumber;
  const err = requireText(target, 'targetBatchNumber', 64);
  if (err) return err;
  if (target === state.context.batchNumber) return validationError('targetBatchNumber');
  return [{ type: 'RequestMerged', data: { targetBatchNumber: target } }];
};
