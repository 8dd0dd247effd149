import type { TimerKind } from './timer-definitions';

export const TIMER_JOB_PREFIX = 'timers.';
export const timerJobKind = (kind: TimerKind): string => `${TIMER_JOB_PREFIX}${kind}`;
/** One job per episode: a redelivered event never schedules twice. */
export const timerJobKey = (kind: TimerKind, episodeEventId: string, daysLeft?: number): string =>
  `${timerJobKind(kind)}:${episodeEventId}${daysLeft === undefined ? '' : `@${daysLeft}d`}`;

export interface TimerJobPayload extends Record<string, unknown> {
  batchId: string;
  /** The event that started the watched condition; the job acts only if it is still the current episode. */
  episodeEventId: string;
  correlationId: string;
  /** A pickup reminder's whole days before free storage ends. */
  daysLeft?: number;
}

/** The timers reaction's job: apply one batch event to the timers (schedule or cancel their jobs). */
export const TIMER_EPISODES_JOB = 'timers.episodes';

export interface TimerEpisodesPayload extends Record<string, unknown> {
  batchId: string;
  eventId: string;
  /** The event's stream revision: the job looks at the stream up to here, never further. */
  revision: number;
  /** Event time (ISO): timers run from it, not from when the job happens to run. */
  at: string;
  correlationId: string;
}
