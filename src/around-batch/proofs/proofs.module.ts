import { Module } from '@nestjs/common';
import { BatchWriteModule } from '../../batch/write/batch-write.module';
import { UploadsModule } from '../../platform/uploads/uploads.module';
import { ProofsController } from './proofs.controller';

/** Receipt (proof) upload and delete; the commands go through the batch writer. */
@Module({
  imports: [BatchWriteModule, UploadsModule],
  controllers: [ProofsController],
})
export class ProofsModule {}
