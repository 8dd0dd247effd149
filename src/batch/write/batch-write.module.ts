import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { RealtimePublishModule } from '../../platform/realtime/realtime-publish.module';
import { BATCH_OPTIONS, batchOptionsProvider } from '../core/batch-options.provider';
import { BatchSnapshots } from './batch-snapshots';
import { BatchStates, batchStateOptionsProvider } from './batch-states';
import { BatchWriter } from './batch-writer';
import { UnfinishedBatches } from './unfinished-batches';

/**
 * The batch writer and the machine's options, for the batch API and for every feature around the
 * batch (payments, refunds, promotions, assignment, robot, timers, proofs): one writer, one rule.
 */
@Module({
  imports: [ProjectionsModule, RealtimePublishModule],
  providers: [
    BatchWriter,
    batchOptionsProvider,
    BatchStates,
    BatchSnapshots,
    batchStateOptionsProvider,
    UnfinishedBatches,
  ],
  exports: [BatchWriter, BATCH_OPTIONS, UnfinishedBatches],
})
export class BatchWriteModule {}
