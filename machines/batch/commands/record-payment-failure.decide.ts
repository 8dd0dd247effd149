import type { Decide } from './decide.types';
import { firstError, optionalText, requireText } from './validate';

/** A failed payment goes back to Ready for Payment so the requester can pay again. */
export const decideRecordPaymentFailure: Decide<'RecordPaymentFailure'> = (cmd) => {
  const err = firstError(() => requireText(cmd.data.code, 'code', 64), () => optionalText(cmd.data.message, 'message'));
  if (err) return err;
  return [{ type: 'PaymentFailed', data: { code: cmd.data.code, message: cmd.data.message ?? '' } }];
};
