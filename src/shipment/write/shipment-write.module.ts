import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { RealtimePublishModule } from '../../platform/realtime/realtime-publish.module';
import { ShipmentStates } from './shipment-states';
import { ShipmentWriter } from './shipment-writer';

/** The shipment writer: the one way shipment commands are executed (routes, the process, the cut-off job). */
@Module({
  imports: [ProjectionsModule, RealtimePublishModule],
  providers: [ShipmentWriter, ShipmentStates],
  exports: [ShipmentWriter],
})
export class ShipmentWriteModule {}
