import { Module } from '@nestjs/common';
import { BatchWriteModule } from '../../batch';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { RefundBatches } from './refund-batches';
import { RefundCompletion } from './refund-completion';
import { RefundDetail } from './refund-detail';
import { RefundPermissions } from './refund-permissions';
import { RefundEstimatesRepository } from './refund-estimates.repository';
import { RefundItemsAction } from './refund-items.action';
import { RefundItemsController } from './refund-items.controller';
import { RefundsController } from './refunds.controller';
import { RefundsService } from './refunds.service';

/**
 * Refund estimate, request, update and completion (spec §4, §7) and the staff's direct refund of
 * items. Batch commands go through the batch writer; the provider refund, its lock and the staff
 * alerts come from the payments feature's PaymentRefunds port (global BatchPaymentsModule); the
 * batch detail is the batch module's own query (refund-detail.ts).
 */
@Module({
  imports: [ProjectionsModule, BatchWriteModule],
  controllers: [RefundsController, RefundItemsController],
  providers: [
    RefundEstimatesRepository,
    RefundBatches,
    RefundPermissions,
    RefundsService,
    RefundCompletion,
    RefundDetail,
    RefundItemsAction,
  ],
})
export class RefundsModule {}
