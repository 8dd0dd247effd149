import { batchIdOfStream, isBatchEvent, type DeclineReason } from '@machines/batch';
import { eventTime } from '../../batch';
import { reactionCorrelationId, type Reaction, type ReactionJob } from '../../platform/projections/reactions/reaction';
import type { LoggedEvent } from '../../platform/projections/runner/projection';

/** Declines that say "not me" rather than "not this request": another buyer may take it. */
export const BUYER_SIDE_DECLINE_REASONS: readonly DeclineReason[] = ['too_many_request', 'long_shipping_time', 'other'];

export const ASSIGNMENT_REACTION_JOB = 'assignment.reaction';

/** Events the assignment reaction acts on: a submission, an assignment and the ways out of it. */
const SELECTED = new Set([
  'RequestSubmitted',
  'BuyerAssigned',
  'RequestAccepted',
  'RequestDeclined',
  'RequestCanceled',
  'RequestMerged',
]);

export interface AssignmentReactionPayload extends Record<string, unknown> {
  batchId: string;
  eventId: string;
  type: string;
  revision: number;
  /** Event time (ISO): the acceptance window runs from it. */
  at: string;
  correlationId: string;
  /** BuyerAssigned: who got it. */
  buyerId?: string;
  /** RequestDeclined: why. */
  reason?: DeclineReason;
}

/**
 * Reaction `assignment` (checkpoint `projection:assignment`): each submission, assignment, answer or
 * end of a request becomes one `assignment.reaction` job (key `assignment:<event id>`, lane
 * `reactions`); AssignmentReactionJob does the work (assign, track, acceptance window).
 */
export const buyerAssignmentReaction: Reaction = {
  name: 'assignment',
  kinds: [ASSIGNMENT_REACTION_JOB],
  select(event: LoggedEvent): ReactionJob | null {
    if (!isBatchEvent(event) || !SELECTED.has(event.type)) return null;
    const data = event.data as { buyerId?: string; reason?: DeclineReason };
    const payload: AssignmentReactionPayload = {
      batchId: batchIdOfStream(event.streamId),
      eventId: event.eventId,
      type: event.type,
      revision: event.streamRevision,
      at: eventTime(event).toISOString(),
      correlationId: reactionCorrelationId(event),
      ...(event.type === 'BuyerAssigned' ? { buyerId: data.buyerId } : {}),
      ...(event.type === 'RequestDeclined' ? { reason: data.reason } : {}),
    };
    return { kind: ASSIGNMENT_REACTION_JOB, payload };
  },
};
