// The notifications feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { NotificationsModule } from './notifications.module';
// The texts of notifications.json, for features that send messages of their own (the pickup code).
export { DEFAULT_NOTIFICATION_LOCALE, isNotificationLocale, NotificationTemplates } from './notification-templates';
