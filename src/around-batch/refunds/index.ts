// The refunds feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { RefundsModule } from './refunds.module';
