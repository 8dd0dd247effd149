import { Inject, Injectable, Logger } from '@nestjs/common';
import { statusOf, type BatchCommand, type CommandMetadata } from '@machines/batch';
import { BatchCommandExecutor } from '../../batch/write/batch-command.executor';
import { ApiError } from '../../platform/web/api-error';
import { Clock } from '../../platform/clock/clock';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { Job } from '../../platform/jobs/job.types';
import { BatchReader, type LoadedBatch } from '../payments/batch/batch-reader';
import { currentEpisode, uncollectedItemIds, type TimerKind } from './timer-definitions';
import { TimerAlertsRepository } from './timer-alerts.repository';
import type { TimerJobPayload } from './timer-jobs.types';

export const TIMERS_ACTOR = { id: 'system:timers', role: 'system' as const };

/** Refusals that mean "the batch moved on": the timer has nothing left to do (not worth a retry). */
const SETTLED_REFUSALS = ['BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', 'BATCH_NOT_REASSIGNABLE', 'BATCH_NOT_FOUND'];

/**
 * What each timer does when it fires. Every run re-reads the stream and acts only if the episode
 * it was scheduled for is still the current one (a stale timer does nothing), and appends with the
 * exact revision it checked: a batch changed meanwhile makes the job retry and check again.
 */
@Injectable()
export class TimerJobs {
  private readonly logger = new Logger('TimerJobs');

  constructor(
    private readonly reader: BatchReader,
    private readonly executor: BatchCommandExecutor,
    private readonly alerts: TimerAlertsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(kind: TimerKind, job: Job<TimerJobPayload>): Promise<void> {
    const batch = await this.reader.load(job.payload.batchId);
    if (!batch) return;
    const identified = batch.recorded.map((r, n) => ({ eventId: r.eventId, event: batch.events[n] }));
    const episode = currentEpisode(kind, identified);
    if (episode.eventId !== job.payload.episodeEventId) {
      this.logger.debug?.(`timer ${kind} of ${batch.batchId} is stale (episode ${job.payload.episodeEventId})`);
      return;
    }
    if (kind === 'overdue-unpaid') return this.overdue(batch, job);
    if (kind === 'purchase-deadline') return this.purchaseDeadline(batch, job);
    return this.abandon(batch, job);
  }

  private async overdue(batch: LoadedBatch, job: Job<TimerJobPayload>): Promise<void> {
    // A checkout in progress decides the request's fate; look again after it (the job's backoff).
    if (statusOf(batch.state) === 'paying') throw new Error('a payment is in progress: checking again later');
    const remark = `Not paid within ${this.config.overdueUnpaidHours} hours`;
    await this.append(batch, job, (metadata): BatchCommand[] => [
      { type: 'MarkOverdue', data: {}, metadata },
      { type: 'DeclineRequest', data: { reason: 'overdue_unpaid_request', remark }, metadata },
    ]);
  }

  private async purchaseDeadline(batch: LoadedBatch, job: Job<TimerJobPayload>): Promise<void> {
    const hours = this.config.purchaseDeadlineHours;
    const message = `Nothing purchased within ${hours} hours of payment: staff follow up.`;
    // Already with staff (manual): the alert is all that is left to do.
    if (statusOf(batch.state) !== 'manual') await this.append(batch, job, (metadata) => ({ type: 'MarkManual', data: { remark: message }, metadata }));
    const raised = await this.alerts.raise({
      kind: 'purchase-deadline',
      batchId: batch.batchId,
      batchNumber: batch.state.context.batchNumber,
      episodeEventId: job.payload.episodeEventId,
      message,
      at: this.clock.now(),
    });
    if (raised) this.logger.warn(`purchase deadline passed for ${batch.state.context.batchNumber}: marked manual`);
  }

  private async abandon(batch: LoadedBatch, job: Job<TimerJobPayload>): Promise<void> {
    const itemIds = uncollectedItemIds(batch.state.context);
    const reason = `Not collected within ${this.config.abandonAfterDays} days`;
    await this.append(batch, job, (metadata) => ({ type: 'AbandonItems', data: { itemIds, reason }, metadata }));
  }

  private async append(batch: LoadedBatch, job: Job<TimerJobPayload>, build: (metadata: CommandMetadata) => BatchCommand | readonly BatchCommand[]): Promise<void> {
    const revision = batch.recorded[batch.recorded.length - 1].streamRevision;
    try {
      await this.executor.execute(
        batch.batchId,
        { actor: TIMERS_ACTOR, correlationId: job.payload.correlationId, causationId: job.payload.episodeEventId },
        (metadata) => build(metadata),
        { expectedRevision: revision },
      );
    } catch (error) {
      if (error instanceof ApiError && SETTLED_REFUSALS.includes(error.code)) {
        this.logger.warn(`timer ${job.kind} for ${batch.batchId} refused (${error.code}): nothing done`);
        return;
      }
      throw error;
    }
  }
}
