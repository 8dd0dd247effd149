import { batchIdOfStream, isBatchEvent } from '@machines/batch';
import type { Reaction, ReactionJob } from '../../platform/projections/reactions/reaction';
import type { LoggedEvent } from '../../platform/projections/runner/projection';

export const PICKUP_CODE_JOB = 'pickup-code.issue';

export interface PickupCodePayload extends Record<string, unknown> {
  batchId: string;
}

/**
 * Reaction `pickup-code` (checkpoint `projection:pickup-code`): an order reaching Ready for Pickup
 * gets its code, sent by e-mail and SMS, in a job keyed by the event (a redelivery is a no-op). The
 * job reads the batch as it is then: an order moved on or delivered by courier gets no code.
 */
export const pickupCodeReaction: Reaction = {
  name: 'pickup-code',
  kinds: [PICKUP_CODE_JOB],
  select(event: LoggedEvent): ReactionJob | null {
    if (!isBatchEvent(event) || event.type !== 'OrderStatusUpdated') return null;
    if ((event.data as { status?: unknown }).status !== 'bns_in') return null;
    const payload: PickupCodePayload = { batchId: batchIdOfStream(event.streamId) };
    return { kind: PICKUP_CODE_JOB, payload };
  },
};
