import { Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { ApiExceptionFilter } from '../../../src/platform/web/api-exception.filter';
import { createDataSource } from '../../../src/platform/database/data-source';
import { DatabaseModule } from '../../../src/platform/database/database.module';
import { PaymentsModule } from '../../../src/around-batch/payments/payments.module';
import type { PaymentsOptions } from '../../../src/around-batch/payments/payments.options';
import { SimulatorHost } from '../../../src/dev/card-provider-simulator/simulator-host';
import { CardProviderSimulatorModule } from '../../../src/dev/card-provider-simulator/card-provider-simulator.module';
import type { CardProviderSimulator } from '../../../src/dev/card-provider-simulator/card-provider-simulator';
import type { NotificationIntent } from '../../../src/around-batch/payments/webhooks/notification-intent';
import { PaymentNotificationApplier } from '../../../src/around-batch/payments/webhooks/payment-notification.applier';
import { PaymentNotificationProcessor } from '../../../src/around-batch/payments/webhooks/payment-notification.processor';
import type { StoredPaymentNotification } from '../../../src/around-batch/payments/webhooks/payment-notification';
import { listenLocally } from '../test-app';
import { createTestDatabase } from '../test-database';
import { API_KEY, HMAC_KEY, MERCHANT } from './payments';

/** Stands in for the batch side (the batch writer): remembers what it was asked to apply, in order. */
@Injectable()
export class RecordingApplier extends PaymentNotificationApplier {
  readonly applied: { notification: StoredPaymentNotification; intent: NotificationIntent }[] = [];
  failNext = false;

  apply(notification: StoredPaymentNotification, intent: NotificationIntent): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('command bus unavailable'));
    }
    this.applied.push({ notification, intent });
    return Promise.resolve();
  }
}

export interface PaymentsTestApp {
  app: NestExpressApplication;
  baseUrl: string;
  databaseUrl: string;
  dataSource: DataSource;
  simulator: CardProviderSimulator;
  applier: RecordingApplier;
  options: PaymentsOptions;
  /** Waits until the simulator delivered everything and the app applied what it stored. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PaymentsModule alone on a fresh database (or on `databaseUrl`, as a second instance), with the
 * in-process simulator (no provider URL).
 */
export async function startPaymentsApp(
  overrides: Partial<PaymentsOptions> = {},
  databaseUrl?: string,
): Promise<PaymentsTestApp> {
  databaseUrl ??= await createTestDatabase();
  const dataSource = createDataSource(databaseUrl, { poolSize: 30 });
  await dataSource.initialize();
  const options: PaymentsOptions = {
    apiKey: API_KEY,
    merchantAccount: MERCHANT,
    hmacKeyHex: HMAC_KEY,
    clientKey: 'test_CLIENTKEY',
    environment: 'test',
    ...overrides,
  };

  @Module({
    imports: [
      DatabaseModule.forRoot(dataSource, databaseUrl),
      // What the app's composition root binds (src/dev/dev.module.ts): the simulator behind LocalCardProvider.
      CardProviderSimulatorModule.forRoot(options),
      PaymentsModule.forRoot(options),
    ],
  })
  class PaymentsTestModule {}

  const moduleRef = await Test.createTestingModule({ imports: [PaymentsTestModule] })
    .overrideProvider(PaymentNotificationApplier)
    .useClass(RecordingApplier)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
  app.useGlobalFilters(new ApiExceptionFilter());
  const baseUrl = await listenLocally(app);
  const simulator = app.get(SimulatorHost).simulator as CardProviderSimulator;
  const processor = app.get(PaymentNotificationProcessor);
  return {
    app,
    baseUrl,
    databaseUrl,
    dataSource,
    simulator,
    applier: app.get<PaymentNotificationApplier, RecordingApplier>(PaymentNotificationApplier),
    options,
    async settle() {
      await simulator.webhooks.idle();
      await processor.idle();
    },
    async close() {
      await app.close();
      await dataSource.destroy();
    },
  };
}
