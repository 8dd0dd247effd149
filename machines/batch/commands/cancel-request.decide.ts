import type { Decide } from './decide.types';
import { firstError, optionalText } from './validate';

/** Before payment, without fees (spec §4). */
export const decideCancelRequest: Decide<'CancelRequest'> = (cmd) => {
  const err = firstError(() => optionalText(cmd.data.reason, 'reason', 200), () => optionalText(cmd.data.remark, 'remark'));
  if (err) return err;
  return [{ type: 'RequestCanceled', data: { reason: cmd.data.reason ?? '', remark: cmd.data.remark ?? '' } }];
};
