import { batchIdOfStream, isBatchEvent } from '@machines/batch';
import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../platform/jobs/job-queue';
import { sqlOfClient } from '../../platform/jobs/sql';
import { eventTime } from '../../batch/read/batch-state/batch-state';
import type { LoggedEvent, Projection, ProjectionContext } from '../../platform/projections/runner/projection';
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

const correlationOf = (event: LoggedEvent): string =>
  typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : event.eventId;

/**
 * Catch-up subscription `projection:robot`: turns events into durable jobs in the runner's
 * transaction, so a restart never loses a robot run. Payment (or a batch's auto-workflow switched
 * on) → `robot.auto-send`; SentToRobot → `robot.purchase`. Keys are per event: a redelivery is a no-op.
 */
@Injectable()
export class RobotReaction implements Projection {
  readonly name = 'robot';
  readonly tables: readonly string[] = [];

  constructor(private readonly jobs: JobQueue) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const sql = sqlOfClient(ctx.client);
    for (const event of events) {
      if (!isBatchEvent(event)) continue;
      const batchId = batchIdOfStream(event.streamId);
      if (event.type === 'SentToRobot') {
        const payload: RobotPurchasePayload = {
          batchId,
          sentEventId: event.eventId,
          correlationId: correlationOf(event),
        };
        await this.jobs.schedule(ROBOT_PURCHASE_JOB, robotPurchaseKey(event.eventId), eventTime(event), payload, {
          sql,
        });
      } else if (AUTO_SEND_TRIGGERS.has(event.type)) {
        if (event.type === 'AutoWorkflowToggled' && (event.data as { enabled?: boolean }).enabled !== true) continue;
        const payload: AutoSendPayload = {
          batchId,
          triggerEventId: event.eventId,
          correlationId: correlationOf(event),
        };
        await this.jobs.schedule(AUTO_SEND_JOB, autoSendKey(event.eventId), eventTime(event), payload, { sql });
      }
    }
  }
}
