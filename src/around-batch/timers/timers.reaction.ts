import { batchIdOfStream, isBatchEvent, type BatchEventType } from '@machines/batch';
import { eventTime } from '../../batch';
import { reactionCorrelationId, type Reaction, type ReactionJob } from '../../platform/projections/reactions/reaction';
import type { LoggedEvent } from '../../platform/projections/runner/projection';
import { TIMER_FREE_EVENTS } from './timer-definitions';
import { TIMER_EPISODES_JOB, type TimerEpisodesPayload } from './timer-jobs.types';

/**
 * Reaction `timers` (checkpoint `projection:timers`): every batch event but the timer-free ones
 * (a remark, the robot toggle, and the types the transition table shows can move no timer's
 * condition: TIMER_FREE_EVENTS) may start or stop a timer's condition, so each becomes one
 * `timers.episodes` job (key `timers:<event id>`, lane `reactions`).
 * The job (TimerEpisodes) works out what that very event did to each timer and schedules or
 * cancels the timer job; it needs nothing but the stream, so jobs may run in any order or twice.
 */
export const timersReaction: Reaction = {
  name: 'timers',
  kinds: [TIMER_EPISODES_JOB],
  select(event: LoggedEvent): ReactionJob | null {
    if (!isBatchEvent(event) || TIMER_FREE_EVENTS.has(event.type as BatchEventType)) return null;
    const payload: TimerEpisodesPayload = {
      batchId: batchIdOfStream(event.streamId),
      eventId: event.eventId,
      revision: event.streamRevision,
      at: eventTime(event).toISOString(),
      correlationId: reactionCorrelationId(event),
    };
    return { kind: TIMER_EPISODES_JOB, payload };
  },
};
