import { Injectable } from '@nestjs/common';
import { openRefundRequest } from '@machines/batch';
import type { Actor } from '../../platform/auth/actor';
import { BatchWriter, type CommandResult } from '../../batch';
import { PaymentRefunds } from '../payments';
import { RefundBatches } from './refund-batches';
import { RefundPermissions } from './refund-permissions';
import {
  refundConfirmationMismatch,
  refundNotAllowed,
  refundProviderRefused,
  refundRequestNotOpen,
} from './refunds.errors';

/**
 * Completing the open refund request: the provider refund first (idempotency key per request and
 * amount), then CompleteRefundRequest (→ refunded / all_refunded), so the batch never shows money
 * back that the provider refused.
 */
@Injectable()
export class RefundCompletion {
  constructor(
    private readonly payments: PaymentRefunds,
    private readonly writer: BatchWriter,
    private readonly batches: RefundBatches,
    private readonly permissions: RefundPermissions,
  ) {}

  /** Provider refund first (never above captured: the simulator enforces it too), then the batch. */
  async complete(
    actor: Actor,
    batchNumber: string,
    confirmation: string,
    correlationId: string,
  ): Promise<{ requestId: string; result: CommandResult }> {
    const batchId = await this.batches.idOf(actor, batchNumber);
    // One provider modification of a batch at a time, across instances (same lock as the capture).
    return this.payments.underBatchLock(batchId, () =>
      this.completeLocked(actor, batchId, confirmation, correlationId),
    );
  }

  private async completeLocked(
    actor: Actor,
    batchId: string,
    confirmation: string,
    correlationId: string,
  ): Promise<{ requestId: string; result: CommandResult }> {
    const batch = await this.batches.visible(actor, batchId);
    if (confirmation.trim() !== batch.state.context.batchNumber) throw refundConfirmationMismatch();
    const open = openRefundRequest(batch.state.context);
    if (!open) {
      this.permissions.checkRole(actor);
      throw refundRequestNotOpen();
    }
    this.permissions.checkCommand('CompleteRefundRequest', actor, batch);
    const key = `refund:request:${open.id}:${open.amount}`;
    const answer = await this.payments.refund(batch, open.amount, key);
    if (answer.kind === 'no_payment') throw refundNotAllowed({ reason: 'no payment' });
    if (answer.kind === 'refused') {
      await this.payments.raiseAlert({
        dedupeKey: key,
        batchId: batch.batchId,
        batchNumber: batch.state.context.batchNumber,
        code: 'PAYMENT_REFUND_REFUSED',
        message: `Refund of HKD ${(open.amount / 100).toFixed(2)} (request ${open.id}) refused by the provider (${answer.code}): ${answer.message}`,
      });
      throw refundProviderRefused(answer.code, answer.message);
    }
    try {
      const result = await this.writer.execute(
        batch.batchId,
        { actor, correlationId, causationId: key },
        (metadata) => ({ type: 'CompleteRefundRequest', data: {}, metadata }),
      );
      return { requestId: open.id, result };
    } catch (error) {
      // The provider gave the money back but the batch refused to record it (a concurrent change):
      // staff must reconcile; the client may retry (same key: the provider does not refund twice).
      const again = await this.writer.load(batch.batchId);
      const recorded = again.state.context.refundRequests.find((r) => r.id === open.id)?.status === 'completed';
      if (recorded)
        return {
          requestId: open.id,
          result: {
            batchId: batch.batchId,
            position: again.position,
            revision: again.revision,
            status: String(again.state.value),
            events: [],
            eventIds: [],
          },
        };
      await this.payments.raiseAlert({
        dedupeKey: `${key}:unrecorded`,
        batchId: batch.batchId,
        batchNumber: batch.state.context.batchNumber,
        code: 'PAYMENT_REFUND_UNRECORDED',
        message: `The provider refunded HKD ${(open.amount / 100).toFixed(2)} (request ${open.id}) but the order could not record it: ${error instanceof Error ? error.message : String(error)}`,
      });
      throw error;
    }
  }
}
