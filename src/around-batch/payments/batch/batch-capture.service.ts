import { Injectable, Logger } from '@nestjs/common';
import { outstandingAuthorisation, statusOf, captureAmountFor, domainError, pendingRevision } from '@machines/batch';
import type { Actor } from '../../../platform/auth/actor';
import {
  batchExists,
  BatchWriter,
  type CommandContext,
  type CommandResult,
  type LoadedBatch,
  toApiError,
} from '../../../batch';
import { ApiError } from '../../../platform/web/api-error';
import { DataSource } from 'typeorm';
import { captureRefused } from '../payments.errors';
import { withBatchLock } from './batch-lock';
import { PaymentAlertsRepository } from './payment-alerts.repository';
import { ProviderModifications } from './provider-modifications';

/** Who records captures, releases and refunds the app starts on its own (spec §6 system actor). */
export const PAYMENTS_SYSTEM_ACTOR = { id: 'payments', role: 'system' } as const;

const PURCHASE_DONE = new Set(['purchase_completed', 'purchased_p']);

export type CaptureOutcome =
  | { readonly kind: 'captured'; readonly amount: number; readonly result: CommandResult }
  /** Captured before (a redelivered event, a second instance, staff and the reaction both). */
  | { readonly kind: 'already' }
  /** Not (yet) capturable: purchase not complete, nothing held, or the settled `paid` path. */
  | { readonly kind: 'not-ready'; readonly status: string }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

/** The provider reference of the batch's authorisation (the last one recorded). */
export function authorisationOf(batch: LoadedBatch): string | null {
  for (let i = batch.events.length - 1; i >= 0; i--) {
    const e = batch.events[i];
    if (e.type === 'PaymentAuthorised' || e.type === 'PaymentSettled') return e.data.pspReference;
  }
  return null;
}

/**
 * Captures exactly the purchased items' total with fees (HKD, machines/pricing; machines/batch/capture-amount.ts)
 * once the purchase is complete, then records CapturePayment (→ payment_captured "Purchased").
 * One capture closes the authorisation at the provider and releases the rest. Used by the
 * PurchaseCompleted reaction (system actor) and by staff's `PUT /api/batch/orders/capture_payment/{id}`
 * (`captureNow`). Exactly once: the provider call's idempotency key names the batch, its authorisation
 * and the amount, and the machine refuses a second CapturePayment (nothing is held any more).
 */
@Injectable()
export class BatchCaptureService {
  private readonly logger = new Logger('BatchCapture');

  constructor(
    private readonly writer: BatchWriter,
    private readonly modifications: ProviderModifications,
    private readonly alerts: PaymentAlertsRepository,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Staff "capture now": role and state checked by the machine before the provider is asked
   * (403 / 404 / 409 like any command); a provider refusal is 422 PAYMENT_CAPTURE_REFUSED and a
   * staff alert, the batch stays. Answers the command result (`status: 'payment_captured'`) and the
   * batch number.
   */
  async captureNow(
    batchId: string,
    actor: Actor,
    correlationId: string,
  ): Promise<{ result: CommandResult; batchNumber: string }> {
    const batch = await this.writer.loadAuthorized(batchId, 'CapturePayment', actor);
    // No surprise charge: nothing is captured while a quote revision waits for the requester.
    if (pendingRevision(batch.state.context)) throw toApiError(domainError('BATCH_QUOTE_REVISION_PENDING'));
    const outcome = await this.capture(batchId, { actor, correlationId });
    if (outcome.kind === 'captured') return { result: outcome.result, batchNumber: batch.state.context.batchNumber };
    if (outcome.kind === 'refused') throw captureRefused(outcome.code, outcome.message);
    throw new ApiError(
      409,
      'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS',
      'This action is not allowed in the current status.',
      { command: 'CapturePayment' },
    );
  }

  async capture(batchId: string, context: CommandContext): Promise<CaptureOutcome> {
    return withBatchLock(this.dataSource, `payments:${batchId}`, () => this.captureLocked(batchId, context));
  }

  private async captureLocked(batchId: string, context: CommandContext): Promise<CaptureOutcome> {
    const batch = await this.writer.load(batchId);
    if (!batchExists(batch)) return { kind: 'not-ready', status: 'none' };
    if (batch.events.some((e) => e.type === 'PaymentCaptured')) return { kind: 'already' };
    const ctx = batch.state.context;
    const status = String(statusOf(batch.state));
    const psp = authorisationOf(batch);
    const amount = captureAmountFor(ctx);
    // A waiting quote revision holds the capture (the provider is not asked): staff capture once it is answered.
    if (!PURCHASE_DONE.has(status) || outstandingAuthorisation(ctx) <= 0 || !psp || amount <= 0 || pendingRevision(ctx))
      return { kind: 'not-ready', status };

    const key = `capture:${batchId}:${psp}:${amount}`;
    const answer = await this.modifications.run('capture', batchId, psp, amount, key);
    if (answer.kind === 'refused') {
      await this.alerts.raise({
        dedupeKey: key,
        batchId,
        batchNumber: ctx.batchNumber,
        code: 'PAYMENT_CAPTURE_REFUSED',
        message: `Capture of HKD ${(amount / 100).toFixed(2)} refused by the provider (${answer.code}): ${answer.message}`,
      });
      return { kind: 'refused', code: answer.code, message: answer.message };
    }
    try {
      const result = await this.writer.command(
        batchId,
        { ...context, causationId: context.causationId ?? key },
        'CapturePayment',
        { amount: { amount, currency: 'HKD' } },
      );
      this.logger.log(`captured HKD ${amount} of ${ctx.batchNumber}`);
      return { kind: 'captured', amount, result };
    } catch (error) {
      // The other path (staff or another instance) recorded the capture first: nothing more to do.
      const again = await this.writer.load(batchId);
      if (again.events.some((e) => e.type === 'PaymentCaptured')) return { kind: 'already' };
      throw error;
    }
  }
}
