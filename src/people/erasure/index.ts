// The erasure feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { ErasureModule } from './erasure.module';
export { PersonalDataErasure } from './personal-data-erasure';
