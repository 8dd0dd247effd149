import {
  openReviews,
  pickupDeadline,
  pickupWindow,
  evolveFacts,
  initialFacts,
  PAID_NOTHING_BOUGHT,
  type BatchContext,
  type BatchEvent,
  type BatchEventType,
  type BatchStateLike,
  type BatchStatusValue,
  TRANSITIONS,
} from '@machines/batch';
import type { AppConfig } from '../../platform/config/app-config';

/** The kinds of timer (also the job kinds: `timers.<kind>`). */
export type TimerKind =
  | 'overdue-unpaid'
  | 'purchase-deadline'
  | 'abandon'
  | 'arrival-review'
  | 'arrival-review-reminder'
  | 'pickup-reminder'
  | 'pickup-overdue';

/** One planned run of a timer's episode; `daysLeft` names a pickup reminder (and its job key). */
export interface TimerRun {
  readonly runAt: Date;
  readonly daysLeft?: number;
}

/**
 * A timer watches a condition on the batch. It starts when the condition starts holding (that event
 * is the timer's "episode"), and fires after `delayMs` unless the condition stopped holding
 * meanwhile; when it fires it acts only if the same episode is still the current one.
 */
export interface TimerDefinition {
  readonly kind: TimerKind;
  holds(state: BatchStateLike): boolean;
  /** One run at the episode's start + this delay (timers without `plan`). */
  delayMs?(config: AppConfig): number;
  /**
   * Runs at times read from the state (the pickup window's deadline), for an episode that began at
   * `startedAt`; runs before it are left out (an extension does not send a reminder already past).
   */
  plan?(state: BatchStateLike, config: AppConfig, startedAt: Date): TimerRun[];
  /** Events that, while the condition holds, end the episode and begin a new one (its runs planned again). */
  readonly renewedBy?: readonly BatchEventType[];
}

/** The runs of an episode that began with `state` at `startedAt`. */
export function timerRuns(
  timer: TimerDefinition,
  state: BatchStateLike,
  config: AppConfig,
  startedAt: Date,
): TimerRun[] {
  if (timer.plan) return timer.plan(state, config, startedAt);
  return [{ runAt: new Date(+startedAt + (timer.delayMs?.(config) ?? 0)) }];
}

const HOUR = 3600 * 1000;
const in_ = (state: BatchStateLike, statuses: readonly BatchStatusValue[]): boolean => statuses.includes(state.value);
const bought = (ctx: BatchContext): number =>
  ctx.items.filter((i) => i.state === 'purchased' || i.state === 'sent' || i.state === 'received').length;

/** Ready for payment (paying included: a failed checkout returns to confirmed in the same episode). */
export const READY_FOR_PAYMENT: readonly BatchStatusValue[] = ['modified', 'requested_payment', 'confirmed', 'paying'];
/** Paid with nothing bought yet (manual included: the deadline counts from payment, not from staff's step). */
export const PAID_AWAITING_PURCHASE: readonly BatchStatusValue[] = PAID_NOTHING_BOUGHT;

/** Ready for Pickup with a known ready time: the storage window runs (machines/batch/batch.pickup.ts). */
const waitingAtPickup = (s: BatchStateLike): boolean =>
  s.value === 'bns_in' && (pickupWindow(s)?.readyAt ?? null) !== null;
const deadlineOf = (s: BatchStateLike, c: AppConfig): Date | null => {
  const pickup = pickupWindow(s);
  return pickup && pickupDeadline(pickup, c.shipments.freeStorageDays);
};

/** Arrived items wait for the requester's review (the arrival timers' condition). */
const awaitingReview = (s: BatchStateLike): boolean =>
  openReviews(s.context).some((r) => r.status === 'awaiting_review');

/** Items given up when goods are not collected: bought and on their way, not received. */
export const uncollectedItemIds = (ctx: BatchContext): string[] =>
  ctx.items.filter((i) => i.state === 'purchased' || i.state === 'sent').map((i) => i.id);

export const TIMERS: readonly TimerDefinition[] = [
  {
    kind: 'overdue-unpaid',
    holds: (s) => in_(s, READY_FOR_PAYMENT),
    delayMs: (c) => c.overdueUnpaidHours * HOUR,
  },
  {
    kind: 'purchase-deadline',
    holds: (s) => in_(s, PAID_AWAITING_PURCHASE) && bought(s.context) === 0,
    delayMs: (c) => c.purchaseDeadlineHours * HOUR,
  },
  {
    // Never a silent give-up: goods overdue at the pickup point this long alert staff, who extend,
    // hand over or abandon (AbandonItems is a staff action from overdue).
    kind: 'abandon',
    holds: (s) =>
      s.value === 'overdue' && s.context.shippingStage === 'bns_in' && uncollectedItemIds(s.context).length > 0,
    delayMs: (c) => c.abandonAfterDays * 24 * HOUR,
  },
  {
    // PICKUP_REMINDER_DAYS before free storage ends; an extension renews the window and its reminders.
    kind: 'pickup-reminder',
    holds: waitingAtPickup,
    renewedBy: ['StorageExtended'],
    plan: (s, c, startedAt) => {
      const until = deadlineOf(s, c);
      if (!until) return [];
      return c.shipments.reminderDaysBefore
        .map((daysLeft) => ({ daysLeft, runAt: new Date(+until - daysLeft * 24 * HOUR) }))
        .filter((r) => +r.runAt >= +startedAt);
    },
  },
  {
    kind: 'pickup-overdue',
    holds: waitingAtPickup,
    renewedBy: ['StorageExtended'],
    plan: (s, c) => {
      const until = deadlineOf(s, c);
      return until ? [{ runAt: until }] : [];
    },
  },
  {
    // docs/arrival.md: arrived items the requester has not reviewed are approved after ARRIVAL_REVIEW_DAYS.
    kind: 'arrival-review',
    holds: awaitingReview,
    delayMs: (c) => c.arrivalReviewDays * 24 * HOUR,
  },
  {
    // The same episode as arrival-review, ARRIVAL_REVIEW_REMINDER_HOURS earlier: a kind of its own, so
    // the one-job-per-episode key, the cancellation when nothing awaits review and the staleness
    // check are the timers' own, and either job stays exactly-once by itself.
    kind: 'arrival-review-reminder',
    holds: awaitingReview,
    delayMs: (c) => Math.max(0, (c.arrivalReviewDays * 24 - c.arrivalReviewReminderHours) * HOUR),
  },
];

/**
 * Events that change neither a status nor anything a timer's condition reads (items, shipping
 * stage): a buyer's remark, the robot toggle. They can start or stop no timer, so the timers
 * reaction asks no job for them (a stream padded with remarks would otherwise cost a stream read
 * per remark). `timer-definitions.spec.ts` checks it in every status.
 */
export const TIMER_NEUTRAL_EVENTS: ReadonlySet<BatchEventType> = new Set<BatchEventType>([
  'BuyerRemarkAdded',
  'AutoWorkflowToggled',
]);

/**
 * Statuses in which only `overdue-unpaid` can hold: before payment, nothing is bought, shipped or
 * arrived, so `purchase-deadline`, `abandon` and the arrival timers cannot (`timer-definitions.spec.ts`
 * checks each). There, whether a timer holds is a function of the status alone.
 */
export const STATUS_ONLY_TIMER_STATUSES: readonly BatchStatusValue[] = [
  'none',
  'new',
  'requested',
  'assigned',
  'accepted',
  'modified',
  'requested_payment',
  'confirmed',
  'paying',
  'overdue',
  'declined',
  'canceled',
];

/**
 * Event types that can start or stop no timer, read off the machine's transition table: every
 * status that takes the event and every status it leads to is one where only status decides, and
 * none of its moves enters or leaves READY_FOR_PAYMENT (a creation, a submission, an assignment
 * before acceptance, a coupon, a checkout that fails back to confirmed…). With TIMER_NEUTRAL_EVENTS,
 * what the timers reaction asks no job for: a job per such event would read the stream to do nothing.
 */
export const TIMER_FREE_EVENTS: ReadonlySet<BatchEventType> = (() => {
  const statusOnly = new Set<string>(STATUS_ONLY_TIMER_STATUSES);
  const ready = (status: string) => (READY_FOR_PAYMENT as readonly string[]).includes(status);
  const types = new Set(TRANSITIONS.map((row) => row.event));
  const free = [...types].filter((type) =>
    TRANSITIONS.filter((row) => row.event === type).every((row) =>
      row.from.every((from) => {
        // A guarded row may also take none of its branches: the status then stays.
        const targets = [...row.branches.map((b) => b.target ?? from), from];
        return statusOnly.has(from) && targets.every((to) => statusOnly.has(to) && ready(to) === ready(from));
      }),
    ),
  );
  return new Set<BatchEventType>([...TIMER_NEUTRAL_EVENTS, ...free]);
})();

export const timerByKind = (kind: TimerKind): TimerDefinition => {
  const found = TIMERS.find((t) => t.kind === kind);
  if (!found) throw new Error(`unknown timer ${kind}`);
  return found;
};

/** What one event did to each timer: started (schedule) or stopped (cancel). */
export interface TimerChange {
  readonly kind: TimerKind;
  readonly change: 'started' | 'stopped';
}

const renews = (timer: TimerDefinition, event: BatchEvent): boolean => timer.renewedBy?.includes(event.type) ?? false;

/** A renewing event (timer.renewedBy) stops the running episode and starts the next one. */
export function timerChanges(before: BatchStateLike, after: BatchStateLike, event?: BatchEvent): TimerChange[] {
  const changes: TimerChange[] = [];
  for (const timer of TIMERS) {
    const was = timer.holds(before);
    const is = timer.holds(after);
    const renewed = was && is && event !== undefined && renews(timer, event);
    if (was && (!is || renewed)) changes.push({ kind: timer.kind, change: 'stopped' });
    if (is && (!was || renewed)) changes.push({ kind: timer.kind, change: 'started' });
  }
  return changes;
}

export interface IdentifiedEvent {
  readonly eventId: string;
  readonly event: BatchEvent;
}

/**
 * The event that started the timer's current episode, or null when the condition does not hold now.
 * A job compares it with the episode it was scheduled for: anything else makes it stale.
 */
export function currentEpisode(
  kind: TimerKind,
  events: readonly IdentifiedEvent[],
): { eventId: string; state: BatchStateLike } | { eventId: null; state: BatchStateLike } {
  const timer = timerByKind(kind);
  let state = initialFacts;
  let start: string | null = null;
  for (const { eventId, event } of events) {
    const next = evolveFacts(state, event);
    const was = timer.holds(state);
    const is = timer.holds(next);
    if (is && (!was || renews(timer, event))) start = eventId;
    if (!is) start = null;
    state = next;
  }
  return { eventId: start, state };
}
