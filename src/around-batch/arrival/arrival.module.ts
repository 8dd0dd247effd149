import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import {
  BatchDetailExtras,
  BatchDetailExtrasModule,
  BatchesModule,
  BatchWriteModule,
  RequestFeeEstimator,
} from '../../batch';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { UploadsModule } from '../../platform/uploads/uploads.module';
import { arrivalDetailExtra } from './arrival-detail.extra';
import { ArrivalCountsQuery } from './arrival-counts.query';
import { ArrivalLookup } from './arrival-lookup.query';
import { ArrivalPhotos } from './arrival-photos';
import { ArrivalTimelineQuery } from './arrival-timeline.query';
import { ArrivalReviewController } from './arrival-review.controller';
import { ArrivalStaffController } from './arrival-staff.controller';

/**
 * Arrival in the open (docs/arrival.md): warehouse check-in with photos, the requester's review,
 * disputes and quote revisions after payment. Commands go through the batch writer; the batch
 * detail shows the arrival through BatchDetailExtras.
 */
@Module({
  imports: [BatchWriteModule, UploadsModule, BatchDetailExtrasModule, BatchesModule],
  controllers: [ArrivalStaffController, ArrivalReviewController],
  providers: [ArrivalPhotos, ArrivalLookup, ArrivalCountsQuery, ArrivalTimelineQuery, RequestFeeEstimator],
})
export class ArrivalModule implements OnModuleInit {
  constructor(
    private readonly detailExtras: BatchDetailExtras,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.detailExtras.register(arrivalDetailExtra(this.config.chargeBasis));
  }
}
