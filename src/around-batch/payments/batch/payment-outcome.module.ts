import { Module } from '@nestjs/common';
import { BatchWriteModule } from '../../../batch';
import { PromotionsModule } from '../../promotions';
import { PaymentAlertsRepository } from './payment-alerts.repository';
import { PaymentOutcomeRecorder } from './payment-outcome.recorder';

/** The once-only outcome recorder (used by checkout and webhooks); it records through the batch writer. */
@Module({
  imports: [BatchWriteModule, PromotionsModule],
  providers: [PaymentOutcomeRecorder, PaymentAlertsRepository],
  exports: [PaymentOutcomeRecorder, PaymentAlertsRepository],
})
export class PaymentOutcomeModule {}
