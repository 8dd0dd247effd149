import { Module } from '@nestjs/common';
import { BatchesModule, BatchWriteModule } from '../batch';
import { LegacyController } from './legacy.controller';
import { LegacyRead } from './legacy-read';
import { LegacyWrites } from './legacy-writes';

/**
 * The older item/order/payment interface (spec §3, §7) over the batch. Uses the batch module's actions
 * and queries and the payments module's checkout (global); writes nothing around the batch writer.
 */
@Module({
  imports: [BatchesModule, BatchWriteModule],
  controllers: [LegacyController],
  providers: [LegacyRead, LegacyWrites],
})
export class LegacyApiModule {}
