// The promotions feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { PromotionsModule } from './promotions.module';
export { PromotionsService } from './promotions.service';
