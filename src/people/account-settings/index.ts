// The account settings feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { AccountSettingsModule } from './account-settings.module';
