// The privacy feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { PrivacyModule } from './privacy.module';
