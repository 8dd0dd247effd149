import { domainError, isDomainError } from '../batch.errors';
import { topUpInFlight } from '../batch.top-up';
import { type Command, type Decide, defineCommand } from './define-command';
import { checkFailureReport, type FailureReport } from './failure-report.shared';

export type RecordTopUpPaymentFailure = Command<'RecordTopUpPaymentFailure', FailureReport & { revisionId: string }>;

/** The card was refused or the attempt expired: the revision still waits and may be paid again. */
const decide: Decide<RecordTopUpPaymentFailure> = (cmd, state) => {
  const revision = topUpInFlight(state.context);
  if (!revision || revision.id !== cmd.data.revisionId)
    return domainError('BATCH_TOP_UP_NOT_FOUND', { field: 'revisionId' });
  const report = checkFailureReport(cmd.data);
  if (isDomainError(report)) return report;
  return [
    { type: 'TopUpPaymentFailed', data: { revisionId: revision.id, code: report.code, message: report.message } },
  ];
};

export const recordTopUpPaymentFailure = defineCommand<RecordTopUpPaymentFailure>({
  type: 'RecordTopUpPaymentFailure',
  emits: ['TopUpPaymentFailed'],
  grants: [{ roles: ['system'], when: (c) => topUpInFlight(c) !== null }],
  decide,
  sample: (ctx, v) => ({
    revisionId: topUpInFlight(ctx)?.id ?? 'missing',
    code: 'PAYMENT_FAILED',
    message: `Refused (${v})`,
  }),
});
