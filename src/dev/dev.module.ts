import { Global, Module, type DynamicModule } from '@nestjs/common';
import { paymentsOptionsFrom } from '../around-batch/payments';
import { PurchaseRobot } from '../around-batch/robot';
import { DevSignInAccounts } from '../people/accounts';
import type { AppConfig } from '../platform/config/app-config';
import { CardProviderSimulatorModule } from './card-provider-simulator/card-provider-simulator.module';
import { PurchaseRobotSimulator } from './purchase-robot-simulator/purchase-robot.simulator';
import { DemoSignInAccounts } from './seed/demo-sign-in-accounts';
import { TwilioSimulatorHost } from './sms-gateway-simulator/twilio-simulator-host';
import { LocalSmsGateway } from '../platform/outbox/local-sms-gateway';

/**
 * The one place that binds the local stand-ins to the features' ports (DESIGN §8): features import
 * only their ports, and the composition root (src/app.module.ts) imports this module.
 * - card provider: the in-process simulator, only when no PAYMENT_PROVIDER_URL is configured;
 * - purchase robot: the simulator (no real robot client exists yet: it replaces this binding);
 * - SMS gateway: the Twilio simulator, only with SMS_SENDER=twilio-simulator;
 * - the development sign-in's account list: the demo accounts (the endpoint answers only while
 *   DEV_SIGN_IN is on).
 * Global, so each feature module finds its port without importing this one.
 */
@Global()
@Module({})
export class DevModule {
  static forRoot(config: AppConfig): DynamicModule {
    const smsSimulator =
      config.smsSender === 'twilio-simulator'
        ? [
            { provide: TwilioSimulatorHost, useFactory: () => TwilioSimulatorHost.start(config) },
            { provide: LocalSmsGateway, useExisting: TwilioSimulatorHost },
          ]
        : [];
    return {
      module: DevModule,
      imports: config.payments.providerUrl ? [] : [CardProviderSimulatorModule.forRoot(paymentsOptionsFrom(config))],
      providers: [
        PurchaseRobotSimulator,
        { provide: PurchaseRobot, useExisting: PurchaseRobotSimulator },
        { provide: DevSignInAccounts, useClass: DemoSignInAccounts },
        ...smsSimulator,
      ],
      exports: [PurchaseRobot, PurchaseRobotSimulator, DevSignInAccounts, ...smsSimulator.map((p) => p.provide)],
    };
  }
}
