import { Injectable } from '@nestjs/common';
import { batchExists, BatchWriter } from '../../../batch';
import { authorisationOf } from './batch-capture.service';
import { PaymentAlertsRepository } from './payment-alerts.repository';
import { ProviderModifications } from './provider-modifications';

export type ReleaseOutcome = 'released' | 'nothing-to-release' | 'refused';

/**
 * Gives the card holder's money back at the provider after the batch recorded it:
 * - `release`: the whole order's payment was cancelled (all_payment_canceled, by CancelPayment or by
 *   cancelling every purchase) → cancel the authorisation, once (key per authorisation). A partial
 *   cancellation releases nothing at the provider now: the later capture takes less and the
 *   provider releases the rest with it (one capture closes the authorisation).
 * - `refund`: a direct ItemsRefunded (staff, not through a refund request) → refund that amount,
 *   once per event.
 * A provider refusal becomes a staff alert; the batch keeps what it recorded.
 */
@Injectable()
export class PaymentReleaseService {
  constructor(
    private readonly writer: BatchWriter,
    private readonly modifications: ProviderModifications,
    private readonly alerts: PaymentAlertsRepository,
  ) {}

  async release(batchId: string): Promise<ReleaseOutcome> {
    const batch = await this.writer.load(batchId);
    const psp = batchExists(batch) ? authorisationOf(batch) : null;
    if (!psp || batch.events.some((e) => e.type === 'PaymentCaptured' || e.type === 'PaymentSettled'))
      return 'nothing-to-release';
    const key = `cancel:${batchId}:${psp}`;
    const answer = await this.modifications.run('cancel', batchId, psp, batch.state.context.payments.authorised, key);
    if (answer.kind === 'received') return 'released';
    await this.alerts.raise({
      dedupeKey: key,
      batchId,
      batchNumber: batch.state.context.batchNumber,
      code: 'PAYMENT_CANCEL_REFUSED',
      message: `Releasing the authorisation was refused by the provider (${answer.code}): ${answer.message}`,
    });
    return 'refused';
  }

  async refund(batchId: string, eventId: string, amount: number): Promise<ReleaseOutcome> {
    const batch = await this.writer.load(batchId);
    const psp = batchExists(batch) ? authorisationOf(batch) : null;
    if (!psp || amount <= 0) return 'nothing-to-release';
    const key = `refund:event:${eventId}`;
    const answer = await this.modifications.run('refund', batchId, psp, amount, key);
    if (answer.kind === 'received') return 'released';
    await this.alerts.raise({
      dedupeKey: key,
      batchId,
      batchNumber: batch.state.context.batchNumber,
      code: 'PAYMENT_REFUND_REFUSED',
      message: `Refund of HKD ${(amount / 100).toFixed(2)} was refused by the provider (${answer.code}): ${answer.message}`,
    });
    return 'refused';
  }
}
