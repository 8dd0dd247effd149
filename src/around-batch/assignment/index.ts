// The assignment feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { AssignmentModule } from './assignment.module';
export { BUYER_CATEGORIES } from './assignment.dto';
