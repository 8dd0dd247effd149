import { openReviews, type BatchContext } from '@machines/batch';
import type { TimerKind } from './timer-definitions';

export interface FollowUp {
  readonly kind: Extract<TimerKind, 'arrival-review' | 'arrival-review-reminder'>;
  readonly runAt: Date;
}

/**
 * The arrival timers' next runs within one episode. A parcel checked in while earlier items still
 * await review joins their episode (the condition never stopped holding), so the episode's first
 * jobs come too early for it: after each arrival job, the next approval waits for the earliest
 * later due time, and the next reminder for the earliest unreminded item's reminder time (at once
 * when that passed already). Nothing left to wait for gives nothing; each run is keyed by its time,
 * so scheduling it again changes nothing.
 */
export function arrivalFollowUps(ctx: BatchContext, now: Date, reminderMs: number): FollowUp[] {
  const waiting = openReviews(ctx).filter((r) => r.status === 'awaiting_review' && Date.parse(r.reviewDueAt) > +now);
  const earliest = (times: number[]) => (times.length ? new Date(Math.min(...times)) : null);
  const approval = earliest(waiting.map((r) => Date.parse(r.reviewDueAt)));
  const reminder = earliest(waiting.filter((r) => !r.reminded).map((r) => Date.parse(r.reviewDueAt) - reminderMs));
  return [
    ...(approval ? [{ kind: 'arrival-review' as const, runAt: approval }] : []),
    ...(reminder ? [{ kind: 'arrival-review-reminder' as const, runAt: new Date(Math.max(+now, +reminder)) }] : []),
  ];
}
