import { Module } from '@nestjs/common';
import { BatchesModule } from '../../batch/batch.module';
import { UploadsModule } from '../../platform/uploads/uploads.module';
import { ProofsController } from './proofs.controller';

/** Receipt (proof) upload and delete; the commands run through the batch module's handlers. */
@Module({
  imports: [BatchesModule, UploadsModule],
  controllers: [ProofsController],
})
export class ProofsModule {}
