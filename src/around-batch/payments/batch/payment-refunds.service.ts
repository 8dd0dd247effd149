import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LoadedBatch } from '../../../batch';
import { paymentProviderUnavailable } from '../payments.errors';
import { CardProviderUnavailableError } from '../provider/card-provider.port';
import { authorisationOf } from './batch-capture.service';
import { withBatchLock } from './batch-lock';
import { PaymentAlertsRepository } from './payment-alerts.repository';
import { PaymentRefunds, type ProviderRefundOutcome, type StaffPaymentAlert } from './payment-refunds.port';
import { ProviderModifications } from './provider-modifications';

/** PaymentRefunds over the provider modifications (kept per idempotency key) and the alert table. */
@Injectable()
export class ProviderPaymentRefunds extends PaymentRefunds {
  constructor(
    private readonly dataSource: DataSource,
    private readonly modifications: ProviderModifications,
    private readonly alerts: PaymentAlertsRepository,
  ) {
    super();
  }

  underBatchLock<T>(batchId: string, work: () => Promise<T>): Promise<T> {
    return withBatchLock(this.dataSource, `payments:${batchId}`, work);
  }

  async refund(batch: LoadedBatch, amount: number, key: string): Promise<ProviderRefundOutcome> {
    const psp = authorisationOf(batch);
    if (!psp) return { kind: 'no_payment' };
    let answer;
    try {
      answer = await this.modifications.run('refund', batch.batchId, psp, amount, key);
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) throw paymentProviderUnavailable();
      throw error;
    }
    return answer.kind === 'refused'
      ? { kind: 'refused', code: answer.code, message: answer.message }
      : { kind: 'refunded' };
  }

  raiseAlert(alert: StaffPaymentAlert): Promise<void> {
    return this.alerts.raise(alert);
  }
}
