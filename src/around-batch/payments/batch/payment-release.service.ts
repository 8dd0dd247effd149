import { Injectable } from '@nestjs/common';
import { batchExists, BatchWriter, type LoadedBatch } from '../../../batch';
import { authorisationOf } from './batch-capture.service';
import { PaymentAlertsRepository } from './payment-alerts.repository';
import { ProviderModifications } from './provider-modifications';

export type ReleaseOutcome = 'released' | 'nothing-to-release' | 'refused';

/** What one provider call gives back, and how its refusal is alerted. */
interface GiveBack {
  amount: number;
  key: string;
  refusal: 'PAYMENT_CANCEL_REFUSED' | 'PAYMENT_REFUND_REFUSED';
  what: string;
}

/**
 * Gives the card holder's money back at the provider after the batch recorded it:
 * - `release`: the whole order's payment was cancelled (all_payment_canceled, by CancelPayment or by
 *   cancelling every purchase) → cancel the authorisation, once (key per authorisation). A partial
 *   cancellation releases nothing at the provider now: the later capture takes less and the
 *   provider releases the rest with it (one capture closes the authorisation).
 * - `refund`: a direct ItemsRefunded (staff, not through a refund request) → refund that amount,
 *   once per event; a QuoteDifferenceRefunded → refund the difference, once per revision (its key):
 *   the checkout's part on the checkout's payment, each top-up's part on that top-up's `payment`.
 * A provider refusal becomes a staff alert; the batch keeps what it recorded. A refund that could
 * not reach the provider is alerted too and thrown, so its durable job retries it with the same key.
 */
@Injectable()
export class PaymentReleaseService {
  constructor(
    private readonly writer: BatchWriter,
    private readonly modifications: ProviderModifications,
    private readonly alerts: PaymentAlertsRepository,
  ) {}

  async release(batchId: string): Promise<ReleaseOutcome> {
    return this.giveBack(batchId, 'cancel', (batch, psp) =>
      batch.events.some((e) => e.type === 'PaymentCaptured' || e.type === 'PaymentSettled')
        ? null
        : {
            amount: batch.state.context.payments.authorised,
            key: `cancel:${batchId}:${psp}`,
            refusal: 'PAYMENT_CANCEL_REFUSED',
            what: 'Releasing the authorisation',
          },
    );
  }

  /** Refunds `amount` on the checkout's payment, or on `payment` (a top-up's own provider payment). */
  async refund(
    batchId: string,
    eventId: string,
    amount: number,
    key?: string,
    payment?: string,
  ): Promise<ReleaseOutcome> {
    const of = payment ? ` on the top-up payment ${payment}` : '';
    return this.giveBack(
      batchId,
      'refund',
      () =>
        amount <= 0
          ? null
          : {
              amount,
              key: key ?? `refund:event:${eventId}`,
              refusal: 'PAYMENT_REFUND_REFUSED',
              what: `Refund of HKD ${(amount / 100).toFixed(2)}${of}`,
            },
      payment,
    );
  }

  /**
   * Asks the provider for what `plan` gives back (null: nothing) on `payment`, else the checkout's
   * authorisation; a refusal becomes a staff alert.
   */
  private async giveBack(
    batchId: string,
    action: 'cancel' | 'refund',
    plan: (batch: LoadedBatch, psp: string) => GiveBack | null,
    payment?: string,
  ): Promise<ReleaseOutcome> {
    const batch = await this.writer.load(batchId);
    const psp = batchExists(batch) ? (payment ?? authorisationOf(batch)) : null;
    const planned = psp ? plan(batch, psp) : null;
    if (!psp || !planned) return 'nothing-to-release';
    const alert = (dedupeKey: string, code: string, message: string) =>
      this.alerts.raise({ dedupeKey, batchId, batchNumber: batch.state.context.batchNumber, code, message });
    let answer: Awaited<ReturnType<ProviderModifications['run']>>;
    try {
      answer = await this.modifications.run(action, batchId, psp, planned.amount, planned.key);
    } catch (error) {
      // Money owed to the card holder must not wait unseen: staff learn of it while the job retries.
      if (action === 'refund')
        await alert(
          `${planned.key}:unreachable`,
          'PAYMENT_PROVIDER_UNAVAILABLE',
          `${planned.what} could not reach the provider; it is retried (${(error as Error).message})`,
        );
      throw error;
    }
    if (answer.kind === 'received') return 'released';
    await alert(
      planned.key,
      planned.refusal,
      `${planned.what} was refused by the provider (${answer.code}): ${answer.message}`,
    );
    return 'refused';
  }
}
