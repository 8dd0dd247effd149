import { readModelProjections } from './batch/read/batch-read-models';
import { NotificationTemplates } from './people/notifications/notification-templates';
import { NotificationsProjection } from './people/notifications/notifications.projection';
import type { Projection } from './platform/projections/runner/projection';

/**
 * The read models `npm run projections:rebuild` may replay into fresh tables and swap in. A
 * composition root like app.module.ts: the platform knows no feature, so the list is made here.
 * `notifications` carries its readers' marks over at the swap (`afterSwap`). Left out: reactions (no
 * tables); `buyer-statistics` is not offered yet (src/operations/statistics/README.md).
 */
export function rebuildableReadModels(): Projection[] {
  return [...readModelProjections(), new NotificationsProjection(new NotificationTemplates())];
}
