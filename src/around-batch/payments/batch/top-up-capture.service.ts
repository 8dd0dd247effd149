import { Injectable, Logger } from '@nestjs/common';
import { topUpToCapture } from '@machines/batch';
import { DataSource } from 'typeorm';
import { batchExists, BatchWriter, type CommandContext } from '../../../batch';
import { withBatchLock } from './batch-lock';
import { PaymentAlertsRepository } from './payment-alerts.repository';
import { ProviderModifications } from './provider-modifications';

export type TopUpCaptureOutcome = 'captured' | 'nothing-to-capture' | 'refused';

/**
 * Captures an authorised top-up (the payment of a higher revision's increase) at once, on its own
 * provider payment: the items are bought already, so nothing waits for a purchase. Run right after the
 * authorisation by the pay endpoint and, as a durable job, by the after-payment reaction (whichever
 * comes first; the provider key `capture:top-up:{revisionId}:{psp}` and the machine's single
 * CaptureTopUpPayment make it once). A refusal is a staff alert; the revision stays accepted.
 */
@Injectable()
export class TopUpCaptureService {
  private readonly logger = new Logger('TopUpCapture');

  constructor(
    private readonly writer: BatchWriter,
    private readonly modifications: ProviderModifications,
    private readonly alerts: PaymentAlertsRepository,
    private readonly dataSource: DataSource,
  ) {}

  async capture(batchId: string, context: CommandContext): Promise<TopUpCaptureOutcome> {
    return withBatchLock(this.dataSource, `payments:${batchId}`, () => this.captureLocked(batchId, context));
  }

  private async captureLocked(batchId: string, context: CommandContext): Promise<TopUpCaptureOutcome> {
    const batch = await this.writer.load(batchId);
    if (!batchExists(batch)) return 'nothing-to-capture';
    const revision = topUpToCapture(batch.state.context);
    const psp = revision?.topUp?.pspReference;
    if (!revision?.topUp || !psp) return 'nothing-to-capture';
    const amount = revision.topUp.amount;
    const key = `capture:top-up:${revision.id}:${psp}`;
    const answer = await this.modifications.run('capture', batchId, psp, amount, key);
    if (answer.kind === 'refused') {
      await this.alerts.raise({
        dedupeKey: key,
        batchId,
        batchNumber: batch.state.context.batchNumber,
        code: 'PAYMENT_CAPTURE_REFUSED',
        message: `Capture of the top-up HKD ${(amount / 100).toFixed(2)} refused by the provider (${answer.code}): ${answer.message}`,
      });
      return 'refused';
    }
    try {
      await this.writer.command(
        batchId,
        { ...context, causationId: context.causationId ?? key },
        'CaptureTopUpPayment',
        {
          revisionId: revision.id,
          amount: { amount, currency: 'HKD' },
        },
      );
      this.logger.log(`captured the top-up HKD ${amount} of ${batch.state.context.batchNumber}`);
      return 'captured';
    } catch (error) {
      // Recorded by the other path first: nothing more to do.
      const again = await this.writer.load(batchId);
      if (batchExists(again) && !topUpToCapture(again.state.context)) return 'captured';
      throw error;
    }
  }
}
