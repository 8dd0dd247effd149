import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../projections/projection-registry';
import { ProjectionsModule } from '../projections/projections.module';
import { BuyerStatisticsProjection } from './buyer-statistics.projection';
import { StatisticsController } from './statistics.controller';
import { StatisticsQuery } from './statistics.query';

/** Buyer statistics: a read model fed by batch events, and the buyer's own figures over HTTP. */
@Module({
  imports: [ProjectionsModule],
  controllers: [StatisticsController],
  providers: [StatisticsQuery],
})
export class StatisticsModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(new BuyerStatisticsProjection());
  }
}
