// The pickup feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { PickupModule } from './pickup.module';
