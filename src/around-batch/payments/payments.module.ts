import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { CheckoutService } from './checkout/checkout.service';
import { PaymentAttemptsRepository } from './checkout/payment-attempts.repository';
import { PAYMENTS_OPTIONS, paymentsOptionsProblems, type PaymentsOptions } from './payments.options';
import { CardProvider } from './provider/card-provider.port';
import { HttpCardProviderClient } from './provider/http-card-provider.client';
import { LocalCardProvider } from './provider/local-card-provider.port';
import { LoggingNotificationApplier, PaymentNotificationApplier } from './webhooks/payment-notification.applier';
import { PaymentNotificationProcessor } from './webhooks/payment-notification.processor';
import { PaymentNotificationStore } from './webhooks/payment-notification.store';
import { PaymentWebhooksController } from './webhooks/payment-webhooks.controller';

export interface PaymentsWiring {
  /** Modules the applier needs (e.g. the one recording outcomes through the batch writer). */
  readonly imports?: ModuleMetadata['imports'];
  /** Connects notifications to batches; default logs the intent and changes nothing. */
  readonly applier?: Type<PaymentNotificationApplier>;
}

/**
 * Card payments: the provider client (talking over HTTP to the configured provider URL or, with
 * none, to the LocalCardProvider the composition root binds: the simulator in src/dev), the
 * signed notification webhook and the idempotent checkout service.
 * Needs the global DatabaseModule (DataSource).
 */
@Module({})
export class PaymentsModule {
  static forRoot(options: PaymentsOptions, wiring: PaymentsWiring = {}): DynamicModule {
    const problems = paymentsOptionsProblems(options);
    if (problems.length > 0) throw new Error(`Invalid payment configuration:\n  - ${problems.join('\n  - ')}`);
    return {
      module: PaymentsModule,
      imports: [...(wiring.imports ?? [])],
      controllers: [PaymentWebhooksController],
      providers: [
        { provide: PAYMENTS_OPTIONS, useValue: options },
        {
          provide: CardProvider,
          inject: [PAYMENTS_OPTIONS, { token: LocalCardProvider, optional: true }],
          useFactory: (o: PaymentsOptions, local: LocalCardProvider | undefined) =>
            new HttpCardProviderClient({
              baseUrl: providerBaseUrl(o, local),
              apiKey: o.apiKey,
              merchantAccount: o.merchantAccount,
            }),
        },
        { provide: PaymentNotificationApplier, useClass: wiring.applier ?? LoggingNotificationApplier },
        PaymentNotificationStore,
        PaymentNotificationProcessor,
        PaymentAttemptsRepository,
        CheckoutService,
      ],
      exports: [
        CardProvider,
        CheckoutService,
        PaymentAttemptsRepository,
        PaymentNotificationProcessor,
        PAYMENTS_OPTIONS,
      ],
    };
  }
}

/** The configured provider, else the local one; with neither, start-up fails rather than a client pointing nowhere. */
function providerBaseUrl(options: PaymentsOptions, local: LocalCardProvider | undefined): string {
  if (options.providerBaseUrl) return options.providerBaseUrl;
  if (!local) throw new Error('No card provider: set PAYMENT_PROVIDER_URL, or bind a LocalCardProvider (src/dev)');
  return local.url;
}
