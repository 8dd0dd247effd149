import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionsModule } from '../platform/projections/projections.module';
import { RealtimePublishModule } from '../platform/realtime/realtime-publish.module';
import { PushBackstop, PushBackstopModule } from '../platform/realtime/push-backstop';
import { BatchPushSource } from './write/batch-push-source';
import { BatchOrdersController } from './http/batch-orders.controller';
import { BatchQueriesController } from './http/batch-queries.controller';
import { BatchRequestsController } from './http/batch-requests.controller';
import { TrackingCheck } from './write/tracking-check';
import { TrackingNumbersQuery } from './core/orders/tracking-numbers.query';
import { RequestFeeEstimator } from './core/pricing/request-fee-estimator';
import { AuditTimelineQuery } from './read/audit-timeline/audit-timeline.query';
import { BatchDetailExtrasModule } from './read/batch-detail/batch-detail-extras';
import { BatchDetailQuery } from './read/batch-detail/batch-detail.query';
import { BatchListQuery } from './read/batch-list/batch-list.query';
import { CombinableRequestsQuery } from './read/batch-list/combinable-requests.query';
import { PartiesQuery } from './read/parties.query';
import { ReadYourWrites } from './read/read-your-writes';
import { BATCH_QUERY_HANDLERS } from './read/batch-query-bus';
import { BatchNumbers } from './write/batch-numbers';
import { BatchWriteModule } from './write/batch-write.module';
import { CombineRequestsAction } from './write/combine-requests.action';
import { NewRequestActions } from './write/new-request.actions';
import { OrderActions } from './write/order.actions';
import { RepricingActions } from './write/repricing.actions';
import { ParcelMeasureController } from './http/parcel-measure.controller';

/**
 * The batch API: controllers build the domain command and call the batch writer (or an action that
 * prices or checks first); queries answer from the read models. Features around the batch
 * (src/around-batch) import BatchWriteModule; this module imports none of them. The batch detail's
 * assignment records, robot records and proofs are added by those features through BatchDetailExtras.
 */
@Module({
  imports: [ProjectionsModule, BatchWriteModule, BatchDetailExtrasModule, RealtimePublishModule, PushBackstopModule],
  controllers: [BatchRequestsController, BatchOrdersController, BatchQueriesController, ParcelMeasureController],
  providers: [
    NewRequestActions,
    RepricingActions,
    CombineRequestsAction,
    OrderActions,
    BatchNumbers,
    RequestFeeEstimator,
    TrackingNumbersQuery,
    TrackingCheck,
    BatchListQuery,
    BatchDetailQuery,
    CombinableRequestsQuery,
    PartiesQuery,
    AuditTimelineQuery,
    ReadYourWrites,
    BatchPushSource,
    ...BATCH_QUERY_HANDLERS,
  ],
  // For src/legacy-api (the older interface is a layer over these, never a second write path).
  exports: [
    NewRequestActions,
    RepricingActions,
    OrderActions,
    BatchNumbers,
    RequestFeeEstimator,
    BatchDetailQuery,
    ReadYourWrites,
  ],
})
export class BatchesModule implements OnModuleInit {
  constructor(
    private readonly backstop: PushBackstop,
    private readonly pushSource: BatchPushSource,
  ) {}

  /** The batch writer's pushes are backed up by the push backstop (src/platform/realtime/push-backstop). */
  onModuleInit(): void {
    this.backstop.register(this.pushSource);
  }
}
