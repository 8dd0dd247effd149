// The timers feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { TimersModule } from './timers.module';
// Staff alerts other features raise too (a pickup hand-off locked after wrong codes).
export { TimerAlertsRepository } from './timer-alerts.repository';
