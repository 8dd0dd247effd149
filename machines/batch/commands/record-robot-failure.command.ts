import { type Command, type Decide, defineCommand } from './define-command';
import { isDomainError } from '../batch.errors';
import { checkFailureReport, type FailureReport } from './failure-report.shared';

export type RecordRobotFailure = Command<'RecordRobotFailure', FailureReport>;

/** Spec §3 tracking or robot failure record: code and message. */
const decide: Decide<RecordRobotFailure> = (cmd) => {
  const report = checkFailureReport(cmd.data);
  return isDomainError(report) ? report : [{ type: 'RobotPurchaseFailed', data: report }];
};

export const recordRobotFailure = defineCommand<RecordRobotFailure>({
  type: 'RecordRobotFailure',
  emits: ['RobotPurchaseFailed'],
  grants: [{ roles: ['system'] }],
  decide,
});
