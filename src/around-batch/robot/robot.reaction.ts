import { batchIdOfStream, isBatchEvent } from '@machines/batch';
import { eventTime } from '../../batch';
import { reactionCorrelationId, type Reaction, type ReactionJob } from '../../platform/projections/reactions/reaction';
import type { LoggedEvent } from '../../platform/projections/runner/projection';
import {
  AUTO_SEND_JOB,
  autoSendKey,
  ROBOT_PURCHASE_JOB,
  robotPurchaseKey,
  type AutoSendPayload,
  type RobotPurchasePayload,
} from './robot-jobs.types';

/** Events after which a batch may be sent to the robot automatically (the job checks the switches). */
const AUTO_SEND_TRIGGERS = new Set(['PaymentAuthorised', 'PaymentSettled', 'AutoWorkflowToggled']);

/**
 * Reaction `robot` (checkpoint `projection:robot`): turns events into durable jobs in the log
 * reader's transaction, so a restart never loses a robot run. Payment (or a batch's auto-workflow
 * switched on) → `robot.auto-send`; SentToRobot → `robot.purchase`. Keys are per event (the keys
 * these jobs always had): a redelivery is a no-op. The jobs run on the `jobs` lane, at event time.
 */
export const robotReaction: Reaction = {
  name: 'robot',
  kinds: [ROBOT_PURCHASE_JOB, AUTO_SEND_JOB],
  select(event: LoggedEvent): ReactionJob | null {
    if (!isBatchEvent(event)) return null;
    const batchId = batchIdOfStream(event.streamId);
    if (event.type === 'SentToRobot') {
      const payload: RobotPurchasePayload = {
        batchId,
        sentEventId: event.eventId,
        correlationId: reactionCorrelationId(event),
      };
      return { kind: ROBOT_PURCHASE_JOB, key: robotPurchaseKey(event.eventId), runAt: eventTime(event), payload };
    }
    if (!AUTO_SEND_TRIGGERS.has(event.type)) return null;
    if (event.type === 'AutoWorkflowToggled' && (event.data as { enabled?: boolean }).enabled !== true) return null;
    const payload: AutoSendPayload = {
      batchId,
      triggerEventId: event.eventId,
      correlationId: reactionCorrelationId(event),
    };
    return { kind: AUTO_SEND_JOB, key: autoSendKey(event.eventId), runAt: eventTime(event), payload };
  },
};
