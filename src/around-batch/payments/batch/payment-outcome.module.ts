import { Module } from '@nestjs/common';
import { PromotionsModule } from '../../promotions/promotions.module';
import { BatchAccessModule } from './batch-access.module';
import { BATCH_PAYMENT_HANDLERS } from './batch-payment.commands';
import { PaymentAlertsRepository } from './payment-alerts.repository';
import { PaymentOutcomeRecorder } from './payment-outcome.recorder';

/** Payment commands on batches and the once-only outcome recorder (used by checkout and webhooks). */
@Module({
  imports: [BatchAccessModule, PromotionsModule],
  providers: [...BATCH_PAYMENT_HANDLERS, PaymentOutcomeRecorder, PaymentAlertsRepository],
  exports: [PaymentOutcomeRecorder, PaymentAlertsRepository],
})
export class PaymentOutcomeModule {}
