import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { BATCH_OPTIONS, batchOptionsProvider } from './batch-options.provider';
import { BatchWriter } from './batch-writer';

/**
 * The batch writer and the machine's options, for the batch API and for every feature around the
 * batch (payments, refunds, promotions, assignment, robot, timers, proofs): one writer, one rule.
 */
@Module({
  imports: [ProjectionsModule],
  providers: [BatchWriter, batchOptionsProvider],
  exports: [BatchWriter, BATCH_OPTIONS],
})
export class BatchWriteModule {}
