import { Module } from '@nestjs/common';
import { BatchWriteModule } from '../../../batch';
import { PromotionsModule } from '../../promotions';
import { PaymentAlertsRepository } from './payment-alerts.repository';
import { PaymentOutcomeRecorder } from './payment-outcome.recorder';
import { TopUpOutcomeRecorder } from './top-up-outcome.recorder';

/** The once-only outcome recorders (checkout and top-up; used by the pay endpoints and webhooks); they record through the batch writer. */
@Module({
  imports: [BatchWriteModule, PromotionsModule],
  providers: [PaymentOutcomeRecorder, TopUpOutcomeRecorder, PaymentAlertsRepository],
  exports: [PaymentOutcomeRecorder, TopUpOutcomeRecorder, PaymentAlertsRepository],
})
export class PaymentOutcomeModule {}
