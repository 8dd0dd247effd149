import { Injectable, Module } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { RequestFeeEstimator } from '../../batch';
import {
  DurableEventsHandler,
  DurableLogSlice,
} from '../../platform/projections/durable-events/durable-events-handler';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { BuyerStatisticsProjection } from './buyer-statistics.projection';
import { StatisticsController } from './statistics.controller';
import { StatisticsQuery } from './statistics.query';

/** The buyer statistics read model, as Nest discovers it; fed by the `read-models` dispatcher only. */
@Injectable()
@EventsHandler(DurableLogSlice)
export class BuyerStatisticsReadModel extends DurableEventsHandler {
  readonly projection: BuyerStatisticsProjection;

  constructor(pricing: RequestFeeEstimator) {
    super();
    // The detail page's fee table, so the statistics' earning is the detail's `you_earn`.
    this.projection = new BuyerStatisticsProjection(() => pricing.options());
  }
}

/** Buyer statistics: a read model fed by batch events, and the buyer's own figures over HTTP. */
@Module({
  imports: [ProjectionsModule],
  controllers: [StatisticsController],
  providers: [StatisticsQuery, RequestFeeEstimator, BuyerStatisticsReadModel],
})
export class StatisticsModule {}
