import { domainError, isDomainError, validationError } from '../batch.errors';
import { MAX_REPORT_PHOTOS, type ArrivalPhoto } from '../arrival.types';
import { checkPhotos, findDispute } from './arrival.shared';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, isText, requireText } from './validate';

export type PostDisputeMessage = Command<
  'PostDisputeMessage',
  { disputeId: string; messageId: string; body: string; internal?: boolean; photos?: readonly ArrivalPhoto[] }
>;

/** A message in an open dispute's thread; an internal note (staff only) is never shown to requester or buyer. */
const decide: Decide<PostDisputeMessage> = (cmd, state) => {
  const d = cmd.data;
  const role = cmd.metadata.actor.role;
  const dispute = findDispute(state.context, d.disputeId);
  if (isDomainError(dispute)) return dispute;
  const photos = d.photos ?? [];
  const err = firstError(
    () => (dispute.status === 'open' ? null : domainError('BATCH_DISPUTE_CLOSED', { field: 'disputeId' })),
    () => (d.internal && role !== 'staff' ? domainError('BATCH_INTERNAL_NOTE_STAFF_ONLY') : null),
    () => (isText(d.messageId) ? null : validationError('messageId')),
    () => requireText(d.body, 'message', 2000),
    () => checkPhotos(photos, 'photos', 0, MAX_REPORT_PHOTOS),
  );
  if (err) return err;
  const authorRole = role === 'requester' || role === 'buyer' || role === 'staff' ? role : 'system';
  return [
    {
      type: 'DisputeMessagePosted',
      data: {
        disputeId: dispute.id,
        messageId: d.messageId,
        body: d.body,
        internal: d.internal === true,
        photos: photos.map((p) => ({ key: p.key, width: p.width, height: p.height })),
        at: cmd.metadata.at,
        authorId: cmd.metadata.actor.id,
        authorRole,
      },
    },
  ];
};

export const postDisputeMessage = defineCommand<PostDisputeMessage>({
  type: 'PostDisputeMessage',
  emits: ['DisputeMessagePosted'],
  grants: [
    {
      roles: ['requester', 'buyer', 'staff'],
      when: (c) => (c.arrival?.disputes ?? []).some((d) => d.status === 'open'),
    },
  ],
  decide,
  sample: (ctx, v) => ({
    disputeId: ctx.arrival?.disputes.find((d) => d.status === 'open')?.id ?? 'missing',
    messageId: `m-${v}`,
    body: `please look again (${v})`,
  }),
});
