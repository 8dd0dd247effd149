import { browserTimers, createNoticeQueue, type Notice, type Timers } from './notice-queue';
import { createNotificationStack } from './notification-stack';

/**
 * How long a notification of an order is taken to be about the order's latest change: its push and
 * the change's (`batch:changed`) travel apart, and either may come first.
 */
export const ORDER_NEWS_GRACE_MS = 1_000;

/** The group of an order's notifications: a newer one replaces the older, a newer state drops them. */
export const orderGroup = (batchId: string) => `batch:${batchId}`;

export interface NoticesOptions {
  /**
   * Hold what is pushed until `viewReady()`: the view is its own chunk, fetched on demand, and a
   * notice's lifetime starts when its channel opens it, so a notice raised before the view could be
   * drawn (a 401 on a slow connection, before the chunk came) would otherwise run out unseen.
   */
  untilViewReady?: boolean;
}

/**
 * The app's two notice channels: error alerts (one at a time, spec §9 lifetime and gap) and
 * notifications (stacked). Errors never wait behind notifications; a group is dismissed in both.
 */
export function createNotices(timers: Timers = browserTimers, { untilViewReady = false }: NoticesOptions = {}) {
  const errors = createNoticeQueue(timers);
  const news = createNotificationStack(timers);
  /** Notices pushed before the view was ready, with when they came; undefined once it is. */
  let held: { notice: Notice; at: number }[] | undefined = untilViewReady ? [] : undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const route = (notice: Notice) => (notice.severity === 'error' ? errors.push(notice) : news.push(notice));
  const dropHeld = (stale: (h: { notice: Notice; at: number }) => boolean) => {
    if (!held?.some(stale)) return;
    held = held.filter((h) => !stale(h));
    emit();
  };

  return {
    errors,
    news,
    push(notice: Notice) {
      if (!held) return route(notice);
      if (notice.group) held = held.filter((h) => h.notice.group !== notice.group);
      held.push({ notice, at: timers.now() });
      emit();
    },
    /** The view is drawn: what was held goes to its channels, in the order it came. */
    viewReady() {
      if (!held) return;
      const waiting = held;
      held = undefined;
      waiting.forEach((h) => route(h.notice));
      emit();
    },
    /** Whether notices wait for the view (the host fetches the view when one does). */
    holding: (): boolean => (held?.length ?? 0) > 0,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dismissGroup(group: string) {
      dropHeld((h) => h.notice.group === group);
      errors.dismissGroup(group);
      news.dismissGroup(group);
    },
    /**
     * An order reached a newer state (its `batch:changed`, whoever made it: paying makes no news for
     * the payer): the order's earlier notifications are stale ("buyer assigned" on the paid order)
     * and go. Error alerts are not news and stay.
     */
    orderChanged(batchId: string) {
      const cameBy = timers.now() - ORDER_NEWS_GRACE_MS;
      dropHeld((h) => h.notice.severity !== 'error' && h.notice.group === orderGroup(batchId) && h.at <= cameBy);
      news.dismissStale(orderGroup(batchId), ORDER_NEWS_GRACE_MS);
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
