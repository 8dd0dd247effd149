import { Inject, Injectable } from '@nestjs/common';
import { batchStreamId, evolveFacts, replayFacts, type BatchEvent } from '@machines/batch';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import type { Job } from '../../platform/jobs/job.types';
import { JobQueue } from '../../platform/jobs/job-queue';
import { currentEpisode, timerByKind, timerChanges, timerRuns } from './timer-definitions';
import { timerJobKey, timerJobKind, type TimerEpisodesPayload, type TimerJobPayload } from './timer-jobs.types';

/**
 * The timers reaction's job for one event: what did this event do to each timer? It reads the
 * stream up to the event's revision (never further), so the answer is the same whenever the job
 * runs, in any order with the batch's other events, and however often:
 * - a timer whose condition starts holding at this event → schedule `timers.<kind>:<this event>`
 *   at event time + delay (idempotent by key);
 * - a timer whose condition stops holding → cancel the job of the episode that ended, or, when
 *   that episode's own job has not scheduled it yet (out of order), record the key as canceled so
 *   the later schedule changes nothing.
 */
@Injectable()
export class TimerEpisodes {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(job: Job<TimerEpisodesPayload>): Promise<void> {
    const p = job.payload;
    const recorded = (await this.store.readStream(batchStreamId(p.batchId), { maxCount: p.revision + 1 })).filter(
      (e) => e.streamRevision <= p.revision,
    );
    const last = recorded[recorded.length - 1];
    // The stream is gone or truncated past this event: nothing to decide on.
    if (!last || last.eventId !== p.eventId) return;
    const identified = recorded.map((e) => ({
      eventId: e.eventId,
      event: { type: e.type, data: e.data } as BatchEvent,
    }));
    const earlier = identified.slice(0, -1);
    const before = replayFacts(earlier.map((e) => e.event));
    const event = identified[identified.length - 1].event;
    const after = evolveFacts(before, event);
    for (const { kind, change } of timerChanges(before, after, event)) {
      if (change === 'started') {
        for (const { runAt, daysLeft } of timerRuns(timerByKind(kind), after, this.config, new Date(p.at))) {
          const payload: TimerJobPayload = {
            batchId: p.batchId,
            episodeEventId: p.eventId,
            correlationId: p.correlationId,
            ...(daysLeft === undefined ? {} : { daysLeft }),
          };
          await this.jobs.schedule(timerJobKind(kind), timerJobKey(kind, p.eventId, daysLeft), runAt, payload);
        }
      } else {
        const ended = currentEpisode(kind, earlier).eventId;
        if (!ended) continue;
        // Every run the ended episode may have planned (a reminder per configured day count).
        const days = kind === 'pickup-reminder' ? this.config.shipments.reminderDaysBefore : [undefined];
        for (const d of days)
          await this.jobs.cancel(timerJobKey(kind, ended, d), { orPrevent: { kind: timerJobKind(kind) } });
      }
    }
  }
}
