import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import type { PaymentsOptions } from '../../around-batch/payments';
import { LocalCardProvider } from '../../around-batch/payments';
import { CardProviderSimulator } from './card-provider-simulator';
import type { CardBrand } from './test-cards';

/**
 * Runs the simulator inside the app when no provider URL is configured (development, tests),
 * posting notifications to this app's own webhook once it listens, and stops it on shutdown.
 */
export class SimulatorHost extends LocalCardProvider implements OnModuleDestroy {
  private constructor(readonly simulator: CardProviderSimulator | undefined) {
    super();
  }

  static async start(options: PaymentsOptions, adapterHost: HttpAdapterHost): Promise<SimulatorHost> {
    if (options.providerBaseUrl) return new SimulatorHost(undefined);
    const settings = options.simulator ?? {};
    const simulator = new CardProviderSimulator({
      apiKey: options.apiKey,
      merchantAccount: options.merchantAccount,
      hmacKeyHex: options.hmacKeyHex,
      acceptedBrands: settings.acceptedBrands ?? (options.acceptedBrands as CardBrand[] | undefined),
      stateFile: settings.stateFile,
      // The app's port is known only after listen(), so the target is resolved per delivery.
      webhookUrl: settings.webhookUrl ?? (() => ownWebhookUrl(adapterHost)),
      publicUrl: settings.publicUrl,
    });
    const url = await simulator.start(settings.port ?? 0, settings.host ?? '127.0.0.1');
    new Logger('PaymentsModule').log(`card provider simulator listening at ${url}`);
    return new SimulatorHost(simulator);
  }

  get url(): string {
    if (!this.simulator) throw new Error('no card provider simulator runs: a provider URL is configured');
    return this.simulator.url;
  }

  /** Where browsers reach the simulator's pages. */
  get publicUrl(): string {
    if (!this.simulator) throw new Error('no card provider simulator runs: a provider URL is configured');
    return this.simulator.publicUrl;
  }

  async onModuleDestroy(): Promise<void> {
    await this.simulator?.stop();
  }
}

function ownWebhookUrl(adapterHost: HttpAdapterHost): string | undefined {
  // getHttpServer() is typed any; under the Express adapter it is a node:http Server.
  const server = adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
  const address = server?.address();
  if (!address || typeof address === 'string') return undefined;
  const host =
    address.family === 'IPv6'
      ? address.address === '::'
        ? '[::1]'
        : `[${address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}/api/payments/webhooks`;
}
