import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, optionalText, requireText } from './validate';

export type RecordPaymentFailure = Command<'RecordPaymentFailure', { code: string; message: string }>;

/** A failed payment goes back to Ready for Payment so the requester can pay again. */
const decide: Decide<RecordPaymentFailure> = (cmd) => {
  const err = firstError(
    () => requireText(cmd.data.code, 'code', 64),
    () => optionalText(cmd.data.message, 'message'),
  );
  if (err) return err;
  return [{ type: 'PaymentFailed', data: { code: cmd.data.code, message: cmd.data.message ?? '' } }];
};

export const recordPaymentFailure = defineCommand<RecordPaymentFailure>({
  type: 'RecordPaymentFailure',
  emits: ['PaymentFailed'],
  grants: [{ roles: ['system'] }],
  decide,
});
