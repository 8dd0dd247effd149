import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { RealtimePublishModule } from '../../platform/realtime/realtime-publish.module';
import { BATCH_OPTIONS, batchOptionsProvider } from '../core/batch-options.provider';
import { BatchSnapshots } from './batch-snapshots';
import { BatchStates, batchStateOptionsProvider } from './batch-states';
import { BatchWriter } from './batch-writer';
import { UnfinishedBatches } from './unfinished-batches';
import { BATCH_COMMAND_HANDLERS } from './cqrs/batch-command.handlers';

/**
 * The batch writer and the machine's options, for the batch API and for every feature around the
 * batch (payments, refunds, promotions, assignment, robot, timers, proofs): one writer, one rule.
 * Every command reaches the append through its one CommandBus handler (cqrs/).
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
    // Discovered by CqrsModule (imported once by the composition root) and bound to its CommandBus.
    ...BATCH_COMMAND_HANDLERS,
  ],
  exports: [BatchWriter, BATCH_OPTIONS, UnfinishedBatches],
})
export class BatchWriteModule {}
