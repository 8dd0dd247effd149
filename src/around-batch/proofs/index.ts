// The proofs feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { ProofsModule } from './proofs.module';
