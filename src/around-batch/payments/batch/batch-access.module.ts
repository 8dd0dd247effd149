import { Module } from '@nestjs/common';
import { batchOptionsProvider, BATCH_OPTIONS } from '../../../batch/write/batch-options.provider';
import { BatchCommandExecutor } from '../../../batch/write/batch-command.executor';
import { ProjectionsModule } from '../../../platform/projections/projections.module';
import { BatchReader } from './batch-reader';

/**
 * The batch write path for payments and promotions: the same executor the batch API uses (it is
 * stateless; its concurrency control lives in the event store), and a stream reader.
 */
@Module({
  imports: [ProjectionsModule],
  providers: [BatchCommandExecutor, batchOptionsProvider, BatchReader],
  exports: [BatchCommandExecutor, BATCH_OPTIONS, BatchReader],
})
export class BatchAccessModule {}
