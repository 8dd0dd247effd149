// The timers feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { TimersModule } from './timers.module';
