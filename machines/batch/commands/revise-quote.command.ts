import { pendingRevision } from '../batch.arrival';
import { domainError, validationError } from '../batch.errors';
import type { BatchFees } from '../batch.types';
import { beforeLeavingWarehouse, checkRevision } from './arrival.shared';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, requireText } from './validate';

export type ReviseQuote = Command<
  'ReviseQuote',
  { revisionId: string; reason: 'local_shipping' | 'surcharge'; remark: string; fees: BatchFees; chargeHkd: number }
>;

/**
 * Staff propose a change of what the requester pays after payment (additional local shipping, a
 * surcharge): the fees the server priced and the HKD charge in all. Nothing changes until the
 * requester accepts; one revision waits at a time.
 */
const decide: Decide<ReviseQuote> = (cmd, state) => {
  const ctx = state.context;
  const d = cmd.data;
  const err = firstError(
    () => (d.reason === 'local_shipping' || d.reason === 'surcharge' ? null : validationError('reason')),
    () => requireText(d.remark, 'remark', 1000),
    () => checkRevision(ctx, d, 'revision'),
    () => (pendingRevision(ctx) ? domainError('BATCH_QUOTE_REVISION_PENDING') : null),
  );
  if (err) return err;
  return [
    {
      type: 'QuoteRevised',
      data: {
        revisionId: d.revisionId,
        reason: d.reason,
        remark: d.remark,
        disputeId: null,
        fees: d.fees,
        weights: [],
        chargeHkd: d.chargeHkd,
        at: cmd.metadata.at,
        by: cmd.metadata.actor.id,
      },
    },
  ];
};

export const reviseQuote = defineCommand<ReviseQuote>({
  type: 'ReviseQuote',
  emits: ['QuoteRevised'],
  grants: [
    { roles: ['staff'], when: (c) => c.fees !== null && c.payments.authorised > 0 && beforeLeavingWarehouse(c) },
  ],
  decide,
  sample: (ctx, v) => ({
    revisionId: `rv-${v}`,
    reason: 'surcharge',
    remark: `oversize handling (${v})`,
    fees: ctx.fees
      ? { ...ctx.fees, additionalFee: ctx.fees.additionalFee + 100, total: ctx.fees.total + 100 }
      : (null as unknown as BatchFees),
    chargeHkd: ctx.payments.authorised + 780,
  }),
});
