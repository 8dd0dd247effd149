// The notifications feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { NotificationsModule } from './notifications.module';
