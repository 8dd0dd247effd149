import { Injectable, Logger } from '@nestjs/common';
import { statusOf, type BatchCommand, type CommandMetadata } from '@machines/batch';
import { batchExists, BatchWriter, type LoadedBatch } from '../../batch';
import { ApiError } from '../../platform/web/api-error';
import { Clock } from '../../platform/clock/clock';
import type { Job } from '../../platform/jobs/job.types';
import { AutoWorkflowRepository } from './auto-workflow.repository';
import { PurchaseRobot } from './purchase-robot.port';
import { RobotFailuresRepository } from './robot-failures.repository';
import { AUTO_WORKFLOW_ACTOR, ROBOT_ACTOR, type AutoSendPayload, type RobotPurchasePayload } from './robot-jobs.types';

const SETTLED_REFUSALS = ['BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', 'BATCH_NOT_FOUND'];

/**
 * The robot's two jobs. Both re-read the stream and act only on the state they were made for, and
 * append with the exact revision they checked (a concurrent change makes the job retry and look again).
 */
@Injectable()
export class RobotJobs {
  private readonly logger = new Logger('RobotJobs');

  constructor(
    private readonly writer: BatchWriter,
    private readonly robot: PurchaseRobot,
    private readonly failures: RobotFailuresRepository,
    private readonly autoWorkflow: AutoWorkflowRepository,
    private readonly clock: Clock,
  ) {}

  /** Paid, nothing bought, auto-workflow on globally and for the batch → SendToRobot. */
  async autoSend(job: Job<AutoSendPayload>): Promise<void> {
    const batch = await this.writer.load(job.payload.batchId);
    if (!batchExists(batch)) return;
    const status = statusOf(batch.state);
    const nothingBought = !batch.state.context.items.some(
      (i) => i.state === 'purchased' || i.state === 'sent' || i.state === 'received',
    );
    if (!batch.state.context.autoWorkflow || !(status === 'payment_authorized' || status === 'paid') || !nothingBought)
      return;
    if (!(await this.autoWorkflow.current()).enabled) return;
    await this.append(
      batch,
      AUTO_WORKFLOW_ACTOR,
      job.payload.correlationId,
      job.payload.triggerEventId,
      (metadata) => ({ type: 'SendToRobot', data: {}, metadata }),
    );
  }

  /** Asks the robot to buy the open items of the run this SentToRobot started; records the answer. */
  async purchase(job: Job<RobotPurchasePayload>): Promise<void> {
    const batch = await this.writer.load(job.payload.batchId);
    if (!batchExists(batch)) return;
    const lastSent = [...batch.recorded].reverse().find((e) => e.type === 'SentToRobot');
    if (statusOf(batch.state) !== 'wait_for_auto_purchase' || lastSent?.eventId !== job.payload.sentEventId) {
      this.logger.debug?.(`robot run ${job.payload.sentEventId} of ${batch.batchId} is stale`);
      return;
    }
    const ctx = batch.state.context;
    const items = ctx.items
      .filter((i) => i.state === 'requested')
      .map((i) => ({ id: i.id, link: i.link, name: i.name, quantity: i.quantity }));
    const answer = await this.robot.purchase({
      idempotencyKey: job.payload.sentEventId,
      batchId: batch.batchId,
      batchNumber: ctx.batchNumber,
      items,
    });
    if (answer.ok) {
      const bought = answer.orders.map((o) => ({ id: o.itemId, purchaseSiteOrderId: o.purchaseSiteOrderId }));
      await this.append(batch, ROBOT_ACTOR, job.payload.correlationId, job.payload.sentEventId, (metadata) => ({
        type: 'PurchaseItems',
        data: { items: bought },
        metadata,
      }));
      return;
    }
    // The record first: a crash before the append retries the job, which records nothing twice.
    await this.failures.record({
      batchId: batch.batchId,
      batchNumber: ctx.batchNumber,
      sentEventId: job.payload.sentEventId,
      code: answer.code,
      message: answer.message,
      at: this.clock.now(),
    });
    await this.append(batch, ROBOT_ACTOR, job.payload.correlationId, job.payload.sentEventId, (metadata) => ({
      type: 'RecordRobotFailure',
      data: { code: answer.code, message: answer.message },
      metadata,
    }));
  }

  private async append(
    batch: LoadedBatch,
    actor: { id: string; role: 'system' },
    correlationId: string,
    causationId: string,
    build: (metadata: CommandMetadata) => BatchCommand,
  ): Promise<void> {
    try {
      // The exact revision checked: the robot was asked about that state, so a change means look again (job retry).
      await this.writer.execute(batch.batchId, { actor, correlationId, causationId }, build, {
        expectedRevision: batch.revision,
      });
    } catch (error) {
      if (error instanceof ApiError && SETTLED_REFUSALS.includes(error.code)) {
        this.logger.warn(`robot step for ${batch.batchId} refused (${error.code}): nothing done`);
        return;
      }
      throw error;
    }
  }
}
