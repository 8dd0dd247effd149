import { Inject, Injectable, Logger } from '@nestjs/common';
import { statusOf, type BatchCommand, type CommandMetadata } from '@machines/batch';
import { batchExists, BatchWriter, type LoadedBatch } from '../../batch';
import { ApiError } from '../../platform/web/api-error';
import { Clock } from '../../platform/clock/clock';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { Job } from '../../platform/jobs/job.types';
import { JobQueue } from '../../platform/jobs/job-queue';
import { currentEpisode, type TimerKind } from './timer-definitions';
import { TimerAlertsRepository } from './timer-alerts.repository';
import { timerJobKey, timerJobKind, type TimerJobPayload } from './timer-jobs.types';
import { arrivalFollowUps } from './arrival-follow-ups';

export const TIMERS_ACTOR = { id: 'system:timers', role: 'system' as const };

/** Refusals that mean "the batch moved on": the timer has nothing left to do (not worth a retry). */
const SETTLED_REFUSALS = [
  'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
  'BATCH_NOT_REASSIGNABLE',
  'BATCH_NOT_FOUND',
  // Nothing is due or left to remind any more (the requester reviewed first, or the reminder was sent).
  'BATCH_ITEM_NOT_ARRIVED',
  // The pickup reminder was sent already, or an extension moved the end of free storage.
  'BATCH_PICKUP_NOT_DUE',
];

/** Thrown from the writer's build: on the state being decided, this timer has nothing to append. */
class NothingToAppend extends Error {
  constructor(readonly stale: boolean) {
    super(stale ? 'stale timer' : 'nothing to append');
  }
}

type TimerBuild = (metadata: CommandMetadata, batch: LoadedBatch) => BatchCommand | readonly BatchCommand[];

/**
 * What each timer does when it fires. It acts only if the episode it was scheduled for is still the
 * current one (a stale timer does nothing). That check and the commands are made inside the batch
 * writer's build, so they are made again on the fresh stream when another writer got in first (the
 * writer's one retry rule).
 */
@Injectable()
export class TimerJobs {
  private readonly logger = new Logger('TimerJobs');

  constructor(
    private readonly writer: BatchWriter,
    private readonly alerts: TimerAlertsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {}

  async run(kind: TimerKind, job: Job<TimerJobPayload>): Promise<void> {
    const batch = await this.writer.load(job.payload.batchId);
    if (!batchExists(batch)) return;
    if (!this.current(kind, batch, job)) {
      this.logger.debug?.(`timer ${kind} of ${batch.batchId} is stale (episode ${job.payload.episodeEventId})`);
      return;
    }
    if (kind === 'purchase-deadline') return this.purchaseDeadline(job);
    if (kind === 'abandon') return this.overdueAtPickup(job);
    await this.append(
      kind,
      job,
      kind === 'overdue-unpaid'
        ? (metadata, fresh) => this.overdue(metadata, fresh)
        : kind === 'arrival-review'
          ? (metadata) => ({ type: 'AutoApproveItems', data: {}, metadata })
          : kind === 'arrival-review-reminder'
            ? (metadata) => ({ type: 'RemindArrivalReview', data: {}, metadata })
            : kind === 'pickup-reminder'
              ? (metadata) => ({ type: 'RemindPickup', data: { daysLeft: job.payload.daysLeft ?? 0 }, metadata })
              : (metadata) => ({ type: 'MarkPickupOverdue', data: {}, metadata }),
    );
    if (kind === 'arrival-review' || kind === 'arrival-review-reminder') await this.arrivalFollowUps(kind, job);
  }

  /** The episode's next arrival runs, for parcels checked in after it began (arrival-follow-ups.ts). */
  private async arrivalFollowUps(kind: TimerKind, job: Job<TimerJobPayload>): Promise<void> {
    const batch = await this.writer.load(job.payload.batchId);
    if (!batchExists(batch) || !this.current(kind, batch, job)) return;
    const reminderMs = this.config.arrivalReviewReminderHours * 3600 * 1000;
    for (const next of arrivalFollowUps(batch.state.context, this.clock.now(), reminderMs)) {
      const key = `${timerJobKey(next.kind, job.payload.episodeEventId)}@${next.runAt.toISOString()}`;
      await this.jobs.schedule(timerJobKind(next.kind), key, next.runAt, { ...job.payload });
    }
  }

  private overdue(metadata: CommandMetadata, batch: LoadedBatch): BatchCommand[] {
    // A checkout in progress decides the request's fate; look again after it (the job's backoff).
    if (statusOf(batch.state) === 'paying') throw new Error('a payment is in progress: checking again later');
    const remark = `Not paid within ${this.config.overdueUnpaidHours} hours`;
    return [
      { type: 'MarkOverdue', data: {}, metadata },
      { type: 'DeclineRequest', data: { reason: 'overdue_unpaid_request', remark }, metadata },
    ];
  }

  /**
   * Goods overdue at the pickup point for ABANDON_AFTER_DAYS: staff are alerted to decide (extend,
   * hand over, or abandon them); the timer itself gives nothing up.
   */
  private async overdueAtPickup(job: Job<TimerJobPayload>): Promise<void> {
    const outcome = await this.append('abandon', job, () => {
      throw new NothingToAppend(false);
    });
    if (outcome.kind === 'stale') return;
    await this.alerts.raise({
      kind: 'abandon',
      batchId: job.payload.batchId,
      batchNumber: outcome.batchNumber,
      episodeEventId: job.payload.episodeEventId,
      message: `Overdue at the pickup point for ${this.config.abandonAfterDays} days: staff extend, hand over or abandon.`,
      at: this.clock.now(),
    });
  }

  private async purchaseDeadline(job: Job<TimerJobPayload>): Promise<void> {
    const hours = this.config.purchaseDeadlineHours;
    const message = `Nothing purchased within ${hours} hours of payment: staff follow up.`;
    const outcome = await this.append('purchase-deadline', job, (metadata, batch) => {
      // Already with staff (manual): the alert is all that is left to do.
      if (statusOf(batch.state) === 'manual') throw new NothingToAppend(false);
      return { type: 'MarkManual', data: { remark: message }, metadata };
    });
    if (outcome.kind === 'stale') return;
    const raised = await this.alerts.raise({
      kind: 'purchase-deadline',
      batchId: job.payload.batchId,
      batchNumber: outcome.batchNumber,
      episodeEventId: job.payload.episodeEventId,
      message,
      at: this.clock.now(),
    });
    if (raised) this.logger.warn(`purchase deadline passed for ${outcome.batchNumber}: marked manual`);
  }

  private current(kind: TimerKind, batch: LoadedBatch, job: Job<TimerJobPayload>): boolean {
    const identified = batch.recorded.map((r, n) => ({ eventId: r.eventId, event: batch.events[n] }));
    return currentEpisode(kind, identified).eventId === job.payload.episodeEventId;
  }

  /** Through the writer; a stale episode or a settled refusal appends nothing (and is no failure). */
  private async append(
    kind: TimerKind,
    job: Job<TimerJobPayload>,
    build: TimerBuild,
  ): Promise<{ kind: 'stale' } | { kind: 'done'; batchNumber: string }> {
    let batchNumber = '';
    const context = {
      actor: TIMERS_ACTOR,
      correlationId: job.payload.correlationId,
      causationId: job.payload.episodeEventId,
    };
    try {
      await this.writer.execute(
        job.payload.batchId,
        context,
        (metadata, _state, batch) => {
          batchNumber = batch.state.context.batchNumber;
          if (!batchExists(batch) || !this.current(kind, batch, job)) throw new NothingToAppend(true);
          return build(metadata, batch);
          // `current` reads the recorded episodes: load the history for the build, not after a first build fails.
        },
        { history: true },
      );
    } catch (error) {
      if (error instanceof NothingToAppend) return error.stale ? { kind: 'stale' } : { kind: 'done', batchNumber };
      if (error instanceof ApiError && SETTLED_REFUSALS.includes(error.code)) {
        this.logger.warn(`timer ${job.kind} for ${job.payload.batchId} refused (${error.code}): nothing done`);
        return { kind: 'done', batchNumber };
      }
      throw error;
    }
    return { kind: 'done', batchNumber };
  }
}
