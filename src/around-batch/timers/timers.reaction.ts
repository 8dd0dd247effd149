import { batchIdOfStream, isBatchEvent } from '@machines/batch';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobQueue } from '../../platform/jobs/job-queue';
import { sqlOfClient, type Sql } from '../../platform/jobs/sql';
import { eventTime, fold, storeState, type StoredBatchState } from '../../batch/read/batch-state/batch-state';
import type { LoggedEvent, Projection, ProjectionContext } from '../../platform/projections/runner/projection';
import { timerByKind, timerChanges, type TimerKind } from './timer-definitions';
import { timerJobKey, timerJobKind, type TimerJobPayload } from './timer-jobs.types';

interface TimerBatchState extends StoredBatchState {
  /** The pending episode of each timer (its starting event id), to cancel the job when it stops. */
  episodes: Partial<Record<TimerKind, string>>;
}

const correlationOf = (event: LoggedEvent): string =>
  typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : event.eventId;

/**
 * Schedules the durable timers (catch-up subscription `projection:timers`, one active runner across
 * instances): folds each batch and, when an event makes a timer's condition start holding, schedules
 * its job at event time + delay in the runner's transaction; when the condition stops holding, it
 * cancels the job. Job keys are per episode, so a redelivery changes nothing.
 */
@Injectable()
export class TimersReaction implements Projection {
  readonly name = 'timers';
  readonly tables: readonly string[] = [];

  constructor(
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(events: readonly LoggedEvent[], ctx: ProjectionContext): Promise<void> {
    const sql = sqlOfClient(ctx.client);
    for (const event of events) if (isBatchEvent(event)) await this.apply(event, sql);
  }

  private async apply(event: LoggedEvent, sql: Sql): Promise<void> {
    const batchId = batchIdOfStream(event.streamId);
    const [row] = await sql<{ state: TimerBatchState; revision: number }>(
      `SELECT state, revision FROM timer_batch_state WHERE batch_id = $1`,
      [batchId],
    );
    // Already applied (a replayed batch after a crash between append and checkpoint cannot happen, but a rebuild can).
    if (row && row.revision >= event.streamRevision) return;
    const { before, after } = fold(row?.state, event);
    const episodes: Partial<Record<TimerKind, string>> = { ...(row?.state.episodes ?? {}) };
    for (const { kind, change } of timerChanges(before, after)) {
      if (change === 'started') {
        const runAt = new Date(eventTime(event).getTime() + timerByKind(kind).delayMs(this.config));
        const payload: TimerJobPayload = {
          batchId,
          episodeEventId: event.eventId,
          correlationId: correlationOf(event),
        };
        await this.jobs.schedule(timerJobKind(kind), timerJobKey(kind, event.eventId), runAt, payload, { sql });
        episodes[kind] = event.eventId;
      } else {
        const episode = episodes[kind];
        if (episode) await this.jobs.cancel(timerJobKey(kind, episode), { sql });
        delete episodes[kind];
      }
    }
    const state: TimerBatchState = { ...storeState(after), episodes };
    await sql(
      `INSERT INTO timer_batch_state (batch_id, state, revision, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (batch_id) DO UPDATE SET state = EXCLUDED.state, revision = EXCLUDED.revision, updated_at = now()`,
      [batchId, JSON.stringify(state), event.streamRevision],
    );
  }
}
