import { type Command, type Decide, defineCommand } from './define-command';
import { isDomainError } from '../batch.errors';
import { checkFailureReport, type FailureReport } from './failure-report.shared';

export type RecordPaymentFailure = Command<'RecordPaymentFailure', FailureReport>;

/** A failed payment goes back to Ready for Payment so the requester can pay again. */
const decide: Decide<RecordPaymentFailure> = (cmd) => {
  const report = checkFailureReport(cmd.data);
  return isDomainError(report) ? report : [{ type: 'PaymentFailed', data: report }];
};

export const recordPaymentFailure = defineCommand<RecordPaymentFailure>({
  type: 'RecordPaymentFailure',
  emits: ['PaymentFailed'],
  grants: [{ roles: ['system'] }],
  decide,
});
