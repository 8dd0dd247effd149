import { Module, type OnModuleInit } from '@nestjs/common';
import { RequestFeeEstimator } from '../../batch';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { BuyerStatisticsProjection } from './buyer-statistics.projection';
import { StatisticsController } from './statistics.controller';
import { StatisticsQuery } from './statistics.query';

/** Buyer statistics: a read model fed by batch events, and the buyer's own figures over HTTP. */
@Module({
  imports: [ProjectionsModule],
  controllers: [StatisticsController],
  providers: [StatisticsQuery, RequestFeeEstimator],
})
export class StatisticsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly pricing: RequestFeeEstimator,
  ) {}

  onModuleInit(): void {
    // The detail page's fee table, so the statistics' earning is the detail's `you_earn`.
    this.registry.register(new BuyerStatisticsProjection(() => this.pricing.options()));
  }
}
