import { browserTimers, createNoticeQueue, type Notice, type Timers } from './notice-queue';
import { createNotificationStack } from './notification-stack';

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
  };
}

export type Notices = ReturnType<typeof createNotices>;
