import type { CardProviderSimulator } from '../../../src/dev/card-provider-simulator/card-provider-simulator';
import { SimulatorHost } from '../../../src/dev/card-provider-simulator/simulator-host';
import { PaymentNotificationProcessor } from '../../../src/around-batch/payments/webhooks/payment-notification.processor';
import { AppWorld, useAppWorld, type AppWorldOptions } from './world';

/** The whole app with the in-process card provider simulator it pays through. */
export class SimulatorWorld extends AppWorld {
  simulator!: CardProviderSimulator;

  constructor() {
    super();
    // Webhooks still in flight would reach a closed app: let them land first.
    this.beforeStop(() => this.settle());
  }

  override async start(options: AppWorldOptions = {}): Promise<void> {
    await super.start(options);
    this.simulator = this.app.app.get(SimulatorHost).simulator as CardProviderSimulator;
  }

  /** Waits until the simulator delivered every webhook and the app processed what it stored. */
  async settle(): Promise<void> {
    await this.simulator.webhooks.idle();
    await this.app.app.get(PaymentNotificationProcessor).idle();
  }
}

/** A `SimulatorWorld` for the enclosing block, with the longer start the full app needs. */
export function useSimulatorWorld(options: AppWorldOptions = {}): SimulatorWorld {
  return useAppWorld({ timeoutMs: 30000, ...options }, new SimulatorWorld());
}
