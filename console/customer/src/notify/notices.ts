import { browserTimers, createNoticeQueue, type Notice, type Timers } from './notice-queue';
import { createNotificationStack } from './notification-stack';

/**
 * How long a notification of an order is taken to be about the order's latest change: its push and
 * the change's (`batch:changed`) travel apart, and either may come first.
 */
export const ORDER_NEWS_GRACE_MS = 1_000;

/** The group of an order's notifications: a newer one replaces the older, a newer state drops them. */
export const orderGroup = (batchId: string) => `batch:${batchId}`;

/**
 * The app's two notice channels: error alerts (one at a time, spec §9 lifetime and gap) and
 * notifications (stacked). Errors never wait behind notifications; a group is dismissed in both.
 */
export function createNotices(timers: Timers = browserTimers) {
  const errors = createNoticeQueue(timers);
  const news = createNotificationStack(timers);
  return {
    errors,
    news,
    push(notice: Notice) {
      if (notice.severity === 'error') errors.push(notice);
      else news.push(notice);
    },
    dismissGroup(group: string) {
      errors.dismissGroup(group);
      news.dismissGroup(group);
    },
    /**
     * An order reached a newer state (its `batch:changed`, whoever made it: paying makes no news for
     * the payer): the order's earlier notifications are stale ("buyer assigned" on the paid order)
     * and go. Error alerts are not news and stay.
     */
    orderChanged(batchId: string) {
      news.dismissStale(orderGroup(batchId), ORDER_NEWS_GRACE_MS);
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
