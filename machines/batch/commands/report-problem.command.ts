import { reviewOf } from '../batch.arrival';
import { domainError, validationError } from '../batch.errors';
import { MAX_REPORT_PHOTOS, PROBLEM_KINDS, type ArrivalPhoto } from '../arrival.types';
import { beforeLeavingWarehouse, checkPhotos, requireReviews, samplePhoto } from './arrival.shared';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, isText, requireText } from './validate';

export type ReportProblem = Command<
  'ReportProblem',
  {
    disputeId: string;
    itemId: string;
    kind: (typeof PROBLEM_KINDS)[number];
    message: string;
    photos: readonly ArrivalPhoto[];
  }
>;

/**
 * The requester reports a problem with an arrived item (awaiting review, or approved while the
 * goods are still at the warehouse) within the dispute window: a dispute opens with the message.
 */
const decide: Decide<ReportProblem> = (cmd, state) => {
  const ctx = state.context;
  const d = cmd.data;
  const err = firstError(
    () => (isText(d.disputeId) ? null : validationError('disputeId')),
    () => (typeof d.itemId === 'string' ? null : validationError('itemId')),
    () => requireReviews(ctx, [d.itemId], ['awaiting_review', 'approved'], 'itemId'),
    () => (PROBLEM_KINDS.includes(d.kind) ? null : validationError('kind')),
    () => requireText(d.message, 'message', 2000),
    () => checkPhotos(d.photos, 'photos', 0, MAX_REPORT_PHOTOS),
    () => {
      const until = reviewOf(ctx, d.itemId)?.disputeUntil ?? '';
      return cmd.metadata.at <= until ? null : domainError('BATCH_DISPUTE_WINDOW_CLOSED', { field: 'itemId', until });
    },
  );
  if (err) return err;
  return [
    {
      type: 'ProblemReported',
      data: {
        disputeId: d.disputeId,
        itemId: d.itemId,
        kind: d.kind,
        message: d.message,
        photos: d.photos.map((p) => ({ key: p.key, width: p.width, height: p.height })),
        at: cmd.metadata.at,
        by: cmd.metadata.actor.id,
      },
    },
  ];
};

export const reportProblem = defineCommand<ReportProblem>({
  type: 'ReportProblem',
  emits: ['ProblemReported'],
  grants: [
    {
      roles: ['requester'],
      when: (c) =>
        beforeLeavingWarehouse(c) &&
        (c.arrival?.reviews ?? []).some((r) => r.status === 'awaiting_review' || r.status === 'approved'),
    },
  ],
  decide,
  sample: (ctx, v) => ({
    disputeId: `dp-${v}`,
    itemId: ctx.arrival?.reviews.find((r) => r.status === 'awaiting_review')?.itemId ?? 'missing',
    kind: 'damaged',
    message: `box crushed (${v})`,
    photos: [samplePhoto(v)],
  }),
});
