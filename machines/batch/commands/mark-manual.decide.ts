import type { Decide } from './decide.types';
import { optionalText } from './validate';

export const decideMarkManual: Decide<'MarkManual'> = (cmd) => {
  const err = optionalText(cmd.data.remark, 'remark');
  if (err) return err;
  return [{ type: 'MarkedManual', data: { remark: cmd.data.remark ?? '' } }];
};
