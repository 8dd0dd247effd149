import type {
  ArrivalView,
  CheckInView,
  DisputeMessageView,
  DisputeView,
  ItemReviewView,
} from '@contracts/batch/arrival';

/** Translate with params: both apps' translators (the customer app's `t`, react-admin's `translate`) fit. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** What is left until `dueAt`, in whole days, hours and minutes; null once it has passed. */
export function timeLeft(dueAt: string, now: number): { days: number; hours: number; minutes: number } | null {
  const ms = new Date(dueAt).getTime() - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** The countdown as words: "2 d 5 h", "5 h 12 min", "12 min"; `expired` once due. */
export function countdownText(dueAt: string, now: number, t: Translate): string {
  const left = timeLeft(dueAt, now);
  if (!left) return t('order.arrival.countdown.due');
  if (left.days > 0) return t('order.arrival.countdown.days', { days: left.days, hours: left.hours });
  if (left.hours > 0) return t('order.arrival.countdown.hours', { hours: left.hours, minutes: left.minutes });
  return t('order.arrival.countdown.minutes', { minutes: Math.max(left.minutes, 1) });
}

/** One arrived item as the order page shows it: its review, the check-in that brought it, its last dispute. */
export interface ArrivedItem {
  review: ItemReviewView;
  checkIn: CheckInView | undefined;
  dispute: DisputeView | undefined;
}

/** The arrival per item, in the order the warehouse checked them in. */
export function arrivedItems(arrival: ArrivalView): ArrivedItem[] {
  return arrival.reviews.map((review) => ({
    review,
    checkIn: arrival.check_ins.find((c) => c.id === review.check_in_id),
    dispute: [...arrival.disputes].reverse().find((d) => d.item_id === review.item_id),
  }));
}

/** Items the requester may still approve or report (awaiting review). */
export const itemsToReview = (arrival: ArrivalView | null | undefined): string[] =>
  (arrival?.reviews ?? []).filter((r) => r.status === 'awaiting_review').map((r) => r.item_id);

/**
 * Whether a problem may still be reported on an item: awaiting review (or approved) and within the
 * dispute window; the server decides (BATCH_DISPUTE_WINDOW_CLOSED), this only hides the button.
 */
export const reportable = (review: ItemReviewView, now: number): boolean =>
  (review.status === 'awaiting_review' || review.status === 'approved') &&
  new Date(review.dispute_until).getTime() > now;

/** Staff read internal notes; the server already removes them for requester and buyer, this is belt and braces. */
export const shownMessages = (messages: readonly DisputeMessageView[], staff: boolean): DisputeMessageView[] =>
  messages.filter((m) => staff || !m.internal);

/** The weight difference the requester reads beside the two weights (hundredths of a pound, signed). */
export const weightChange = (review: Pick<ItemReviewView, 'requested_weight' | 'arrived_weight'>): number =>
  review.arrived_weight - review.requested_weight;

/** Hundredths of a pound → "3.25 lb". */
export const lbText = (hundredths: number): string => `${(hundredths / 100).toFixed(2)} lb`;

/** The sides as "L × W × H cm". */
export const sidesText = (d: { length_cm: number; width_cm: number; height_cm: number }): string =>
  `${d.length_cm} × ${d.width_cm} × ${d.height_cm} cm`;
