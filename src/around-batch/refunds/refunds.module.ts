import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { RefundDetail } from './refund-detail';
import { RefundEstimatesRepository } from './refund-estimates.repository';
import { RefundsController } from './refunds.controller';
import { RefundsService } from './refunds.service';

/**
 * Refund estimate, request, update and completion (spec §4, §7). The batch write path, the
 * provider modifications and staff alerts come from the global BatchPaymentsModule; the batch
 * detail is the batches module's own query (refund-detail.ts).
 */
@Module({
  imports: [ProjectionsModule],
  controllers: [RefundsController],
  providers: [RefundEstimatesRepository, RefundsService, RefundDetail],
})
export class RefundsModule {}
