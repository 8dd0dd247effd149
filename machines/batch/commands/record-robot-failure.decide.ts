import type { Decide } from './decide.types';
import { firstError, optionalText, requireText } from './validate';

/** Spec §3 tracking or robot failure record: code and message. */
export const decideRecordRobotFailure: Decide<'RecordRobotFailure'> = (cmd) => {
  const err = firstError(() => requireText(cmd.data.code, 'code', 64), () => optionalText(cmd.data.message, 'message'));
  if (err) return err;
  return [{ type: 'RobotPurchaseFailed', data: { code: cmd.data.code, message: cmd.data.message ?? '' } }];
};
