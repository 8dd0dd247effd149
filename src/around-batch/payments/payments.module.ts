import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CheckoutService } from './checkout/checkout.service';
import { PaymentAttemptsRepository } from './checkout/payment-attempts.repository';
import { PAYMENTS_OPTIONS, paymentsOptionsProblems, type PaymentsOptions } from './payments.options';
import { CardProvider } from './provider/card-provider.port';
import { HttpCardProviderClient } from './provider/http-card-provider.client';
import { SimulatorHost } from '../../dev/card-provider-simulator/simulator-host';
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
 * Card payments: the provider client (or, with no provider URL, the in-process simulator it
 * talks to over HTTP), the signed notification webhook and the idempotent checkout service.
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
          provide: SimulatorHost,
          inject: [PAYMENTS_OPTIONS, HttpAdapterHost],
          useFactory: (o: PaymentsOptions, adapterHost: HttpAdapterHost) => SimulatorHost.start(o, adapterHost),
        },
        {
          provide: CardProvider,
          inject: [PAYMENTS_OPTIONS, SimulatorHost],
          useFactory: (o: PaymentsOptions, host: SimulatorHost) =>
            new HttpCardProviderClient({
              baseUrl: o.providerBaseUrl ?? host.url,
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
        SimulatorHost,
        PAYMENTS_OPTIONS,
      ],
    };
  }
}
