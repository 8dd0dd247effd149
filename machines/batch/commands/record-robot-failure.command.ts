import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, optionalText, requireText } from './validate';

export type RecordRobotFailure = Command<'RecordRobotFailure', { code: string; message: string }>;

/** Spec §3 tracking or robot failure record: code and message. */
const decide: Decide<RecordRobotFailure> = (cmd) => {
  const err = firstError(
    () => requireText(cmd.data.code, 'code', 64),
    () => optionalText(cmd.data.message, 'message'),
  );
  if (err) return err;
  return [{ type: 'RobotPurchaseFailed', data: { code: cmd.data.code, message: cmd.data.message ?? '' } }];
};

export const recordRobotFailure = defineCommand<RecordRobotFailure>({
  type: 'RecordRobotFailure',
  emits: ['RobotPurchaseFailed'],
  grants: [{ roles: ['system'] }],
  decide,
});
