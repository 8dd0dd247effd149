import { Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { JobWorker } from '../../platform/jobs/job-worker';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import {
  afterPaymentReaction,
  CAPTURE_JOB,
  CAPTURE_TOP_UP_JOB,
  RELEASE_JOB,
  REFUND_JOB,
  type AfterPaymentJobPayload,
} from './batch/after-payment.reaction';
import { reactionHandler } from '../../platform/projections/reactions/reaction-handler';
import { BatchCaptureService, PAYMENTS_SYSTEM_ACTOR } from './batch/batch-capture.service';
import { TopUpCaptureService } from './batch/top-up-capture.service';
import { TopUpCheckoutService } from './checkout/top-up-checkout.service';
import { PaymentAlertsController } from './batch/payment-alerts.controller';
import { PaymentReleaseService } from './batch/payment-release.service';
import { ProviderModifications } from './batch/provider-modifications';
import type { AppConfig } from '../../platform/config/app-config';
import { PromotionsModule } from '../promotions';
import { BatchWriteModule } from '../../batch';
import { CancelPaymentAction } from './batch/cancel-payment.action';
import { OrderPaymentsController } from './batch/order-payments.controller';
import { BatchPaymentApplier } from './batch/batch-payment.applier';
import { PaymentOutcomeModule } from './batch/payment-outcome.module';
import { PaymentRefunds } from './batch/payment-refunds.port';
import { ProviderPaymentRefunds } from './batch/payment-refunds.service';
import { BatchCheckoutController } from './checkout/batch-checkout.controller';
import { BatchCheckoutService } from './checkout/batch-checkout.service';
import { CHECKOUT_SETTINGS, type CheckoutSettings } from './checkout/batch-checkout.settings';
import { PaymentsModule } from './payments.module';
import { developmentPaymentsOptions, type PaymentsOptions } from './payments.options';

/** PaymentsOptions from the validated configuration (AppConfig is the only reader of env). */
export function paymentsOptionsFrom(config: AppConfig): PaymentsOptions {
  const p = config.payments;
  return developmentPaymentsOptions({
    providerBaseUrl: p.providerUrl,
    apiKey: p.apiKey,
    merchantAccount: p.merchantAccount,
    hmacKeyHex: p.hmacKey,
    clientKey: p.clientKey,
    environment: p.environment,
    acceptedBrands: p.acceptedBrands,
    refusedFunding: p.refusedFunding,
    simulator: { port: p.simulatorPort, host: p.simulatorHost, publicUrl: p.simulatorPublicUrl },
  });
}

/** The after-payment reaction, found by Nest as an @EventsHandler class and fed by the reactions' dispatcher. */
export const AfterPaymentReactionHandler = reactionHandler('AfterPaymentReactionHandler', afterPaymentReaction);

/**
 * Card payments wired to batches: the provider (or simulator), webhooks applied to batches through
 * the batch writer, the checkout endpoints of spec §7 and the order's payment actions (capture now,
 * cancel payment).
 */
@Module({})
export class BatchPaymentsModule implements OnModuleInit {
  constructor(
    private readonly worker: JobWorker,
    private readonly captures: BatchCaptureService,
    private readonly releases: PaymentReleaseService,
    private readonly topUpCaptures: TopUpCaptureService,
  ) {}

  /** The after-payment reaction and its jobs (capture, top-up capture, release, refund; see after-payment.reaction.ts). */
  onModuleInit(): void {
    const context = (p: AfterPaymentJobPayload) => ({
      actor: PAYMENTS_SYSTEM_ACTOR,
      correlationId: p.correlationId,
      causationId: p.eventId,
    });
    // A refusal is an alert, not a retry (asking again gets the same answer); an outage throws and is retried.
    this.worker.register<AfterPaymentJobPayload & Record<string, unknown>>(CAPTURE_JOB, async (job) => {
      await this.captures.capture(job.payload.batchId, context(job.payload));
    });
    this.worker.register<AfterPaymentJobPayload & Record<string, unknown>>(CAPTURE_TOP_UP_JOB, async (job) => {
      await this.topUpCaptures.capture(job.payload.batchId, context(job.payload));
    });
    this.worker.register<AfterPaymentJobPayload & Record<string, unknown>>(RELEASE_JOB, async (job) => {
      await this.releases.release(job.payload.batchId);
    });
    this.worker.register<AfterPaymentJobPayload & Record<string, unknown>>(REFUND_JOB, async (job) => {
      const p = job.payload;
      await this.releases.refund(p.batchId, p.eventId, Number(p.amount ?? 0), p.idempotencyKey);
      // A lower revision's difference beyond the checkout's payment goes back on each top-up's own payment.
      for (const part of p.topUps ?? [])
        await this.releases.refund(p.batchId, p.eventId, part.amount, part.idempotencyKey, part.pspReference);
    });
  }

  static forRoot(config: AppConfig): DynamicModule {
    const settings: CheckoutSettings = {
      cardEntry: config.payments.cardEntry,
      cardFieldsUrl: config.payments.cardFieldsUrl,
      checkoutTimeoutMs: config.payments.checkoutTimeoutSeconds * 1000,
    };
    return {
      module: BatchPaymentsModule,
      // Global: src/around-batch/refunds refunds at the provider through the PaymentRefunds port.
      global: true,
      imports: [
        ProjectionsModule,
        PaymentsModule.forRoot(paymentsOptionsFrom(config), {
          imports: [PaymentOutcomeModule],
          applier: BatchPaymentApplier,
        }),
        PaymentOutcomeModule,
        BatchWriteModule,
        PromotionsModule,
      ],
      controllers: [BatchCheckoutController, PaymentAlertsController, OrderPaymentsController],
      providers: [
        { provide: CHECKOUT_SETTINGS, useValue: settings },
        BatchCheckoutService,
        TopUpCheckoutService,
        ProviderModifications,
        BatchCaptureService,
        TopUpCaptureService,
        PaymentReleaseService,
        CancelPaymentAction,
        AfterPaymentReactionHandler,
        { provide: PaymentRefunds, useClass: ProviderPaymentRefunds },
      ],
      exports: [
        PaymentRefunds,
        BatchCaptureService,
        PaymentReleaseService,
        ProviderModifications,
        PaymentOutcomeModule,
        BatchCheckoutService,
      ],
    };
  }
}
