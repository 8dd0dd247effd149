import { pendingRevision } from '../batch.arrival';
import { domainError, isDomainError, validationError } from '../batch.errors';
import type { BatchEvent } from '../batch.events';
import type { BatchFees } from '../batch.types';
import { DISPUTE_DECISIONS, type ArrivalPhoto, type DisputeDecision } from '../arrival.types';
import { checkPhotos, checkRevision, findDispute, samplePhoto } from './arrival.shared';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, isPositiveInt, requireItems, requireText } from './validate';

export type ResolveDispute = Command<
  'ResolveDispute',
  {
    disputeId: string;
    decision: DisputeDecision;
    reason: string;
    /** reweigh: the new weight each (hundredths of a pound), the scale's photo, the revision the server priced. */
    weight?: number;
    scalePhoto?: ArrivalPhoto;
    revision?: { revisionId: string; fees: BatchFees; chargeHkd: number };
    /** refund: HKD the item refund gives back (the refund estimate, US$10 fee floor). */
    refundAmount?: number;
  }
>;

/**
 * Staff decide an open dispute, with a reason. A re-weigh corrects the charge as a quote revision
 * the requester must accept; a refund gives the item back through the item refund (ItemsRefunded,
 * refunded at the provider by the payments reaction); return to seller and reject only decide.
 */
const decide: Decide<ResolveDispute> = (cmd, state) => {
  const ctx = state.context;
  const d = cmd.data;
  const dispute = findDispute(ctx, d.disputeId);
  if (isDomainError(dispute)) return dispute;
  const err = firstError(
    () => (dispute.status === 'open' ? null : domainError('BATCH_DISPUTE_CLOSED', { field: 'disputeId' })),
    () => (DISPUTE_DECISIONS.includes(d.decision) ? null : validationError('decision')),
    () => requireText(d.reason, 'reason', 1000),
  );
  if (err) return err;
  const resolved = (extra: Partial<Extract<BatchEvent, { type: 'DisputeResolved' }>['data']> = {}): BatchEvent => ({
    type: 'DisputeResolved',
    data: {
      disputeId: dispute.id,
      decision: d.decision,
      reason: d.reason,
      at: cmd.metadata.at,
      by: cmd.metadata.actor.id,
      ...extra,
    },
  });
  if (d.decision === 'reweigh') {
    const rErr = firstError(
      () => (isPositiveInt(d.weight) ? null : validationError('weight')),
      () => checkPhotos(d.scalePhoto ? [d.scalePhoto] : [], 'scalePhoto', 1, 1),
      () => (d.revision ? checkRevision(ctx, d.revision, 'revision') : validationError('revision')),
      () => (pendingRevision(ctx) ? domainError('BATCH_QUOTE_REVISION_PENDING') : null),
    );
    if (rErr || !d.revision || !d.scalePhoto || d.weight === undefined) return rErr ?? validationError('revision');
    const { revisionId, fees, chargeHkd } = d.revision;
    return [
      resolved({ weight: d.weight, scalePhoto: { ...d.scalePhoto }, revisionId }),
      {
        type: 'QuoteRevised',
        data: {
          revisionId,
          reason: 'reweigh',
          remark: d.reason,
          disputeId: dispute.id,
          fees,
          weights: [{ id: dispute.itemId, weight: d.weight }],
          chargeHkd,
          at: cmd.metadata.at,
          by: cmd.metadata.actor.id,
        },
      },
    ];
  }
  if (d.decision === 'refund') {
    const amount = d.refundAmount;
    const refundable = ctx.payments.captured - ctx.payments.refunded;
    const fErr = firstError(
      () => requireItems(ctx, [dispute.itemId], ['purchased', 'sent', 'received'], 'items'),
      () => (isPositiveInt(amount) ? null : validationError('refundAmount')),
      () => ((amount ?? 0) > refundable ? domainError('BATCH_REFUND_EXCEEDS_CAPTURED', { amount, refundable }) : null),
    );
    if (fErr || amount === undefined) return fErr ?? validationError('refundAmount');
    return [
      resolved(),
      {
        type: 'ItemsRefunded',
        data: { itemIds: [dispute.itemId], amount, reason: 'arrival_dispute', remark: d.reason },
      },
    ];
  }
  return [resolved()];
};

export const resolveDispute = defineCommand<ResolveDispute>({
  type: 'ResolveDispute',
  emits: ['DisputeResolved'],
  grants: [{ roles: ['staff'], when: (c) => (c.arrival?.disputes ?? []).some((x) => x.status === 'open') }],
  decide,
  sample: (ctx, v) => ({
    disputeId: ctx.arrival?.disputes.find((x) => x.status === 'open')?.id ?? 'missing',
    decision: v % 2 ? 'reject' : 'return_to_seller',
    reason: `checked the photos (${v})`,
    scalePhoto: samplePhoto(v),
  }),
});
