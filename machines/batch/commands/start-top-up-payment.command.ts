import { pendingRevision } from '../batch.arrival';
import { domainError } from '../batch.errors';
import { validateMoney } from '../batch.fees';
import { topUpDueHkd } from '../batch.top-up';
import type { Money } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, requireText } from './validate';

export type StartTopUpPayment = Command<
  'StartTopUpPayment',
  { revisionId: string; /** HKD: exactly the increase due. */ amount: Money; paymentReference: string }
>;

/**
 * The requester starts paying the increase of the waiting higher revision (its own card payment,
 * `paymentReference` naming the pay attempt). The revision still waits: only the provider's
 * authorisation accepts it. One payment at a time; a failed one may be paid again.
 */
const decide: Decide<StartTopUpPayment> = (cmd, state) => {
  const ctx = state.context;
  const d = cmd.data;
  const pending = pendingRevision(ctx);
  if (!pending || pending.id !== d.revisionId)
    return domainError('BATCH_QUOTE_REVISION_NOT_FOUND', { field: 'revisionId' });
  if (pending.topUp?.status === 'started') return domainError('BATCH_TOP_UP_IN_PROGRESS', { field: 'revisionId' });
  const err = firstError(
    () => requireText(d.paymentReference, 'paymentReference', 128),
    () => validateMoney(d.amount, 'amount', { currency: 'HKD', positive: true }),
  );
  if (err) return err;
  const due = topUpDueHkd(ctx, pending);
  if (d.amount.amount !== due)
    return domainError('BATCH_PAYMENT_AMOUNT_MISMATCH', { field: 'amount', expected: due, actual: d.amount.amount });
  return [
    {
      type: 'TopUpPaymentStarted',
      // Who pays is who accepts: the acceptance that follows the authorisation names them.
      data: { revisionId: pending.id, amount: due, paymentReference: d.paymentReference, by: cmd.metadata.actor.id },
    },
  ];
};

export const startTopUpPayment = defineCommand<StartTopUpPayment>({
  type: 'StartTopUpPayment',
  emits: ['TopUpPaymentStarted'],
  grants: [
    {
      roles: ['requester'],
      when: (c) => {
        const pending = pendingRevision(c);
        return pending !== null && topUpDueHkd(c, pending) > 0;
      },
    },
  ],
  decide,
  sample: (ctx, v) => {
    const pending = pendingRevision(ctx);
    return {
      revisionId: pending?.id ?? 'missing',
      amount: { amount: pending ? topUpDueHkd(ctx, pending) : 100, currency: 'HKD' },
      paymentReference: `top-up-${v}`,
    };
  },
});
