import { Global, Module, type DynamicModule } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { PaymentsOptions } from '../../around-batch/payments';
import { LocalCardProvider } from '../../around-batch/payments';
import { SimulatorHost } from './simulator-host';

/**
 * The card provider simulator in this process, bound to payments' LocalCardProvider port. Global,
 * so PaymentsModule finds the port wherever the composition root puts this module.
 */
@Global()
@Module({})
export class CardProviderSimulatorModule {
  static forRoot(options: PaymentsOptions): DynamicModule {
    return {
      module: CardProviderSimulatorModule,
      providers: [
        {
          provide: SimulatorHost,
          inject: [HttpAdapterHost],
          useFactory: (adapterHost: HttpAdapterHost) => SimulatorHost.start(options, adapterHost),
        },
        { provide: LocalCardProvider, useExisting: SimulatorHost },
      ],
      exports: [SimulatorHost, LocalCardProvider],
    };
  }
}
