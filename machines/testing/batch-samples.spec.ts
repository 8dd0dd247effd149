import { COMMAND_TYPES } from '../batch';
import { samplerOf } from './batch-samples';

/** The refusal tables and the property test try every command with its sample data. */
describe('sample data', () => {
  it.each(COMMAND_TYPES.map((t) => [t]))(
    '%s has some (its entry in batch-samples.ts, or `sample` in its command file)',
    (type) => {
      expect(samplerOf(type)).toBeInstanceOf(Function);
    },
  );
});
