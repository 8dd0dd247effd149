import { Module, type OnModuleInit } from '@nestjs/common';
import { BatchDetailExtras, BatchDetailExtrasModule, BatchWriteModule } from '../../batch';
import { UploadsModule } from '../../platform/uploads/uploads.module';
import { proofsDetailExtra } from './proofs-detail.extra';
import { ProofsController } from './proofs.controller';

/** Receipt (proof) upload and delete; the commands go through the batch writer. The batch detail shows the proofs through BatchDetailExtras. */
@Module({
  imports: [BatchWriteModule, UploadsModule, BatchDetailExtrasModule],
  controllers: [ProofsController],
})
export class ProofsModule implements OnModuleInit {
  constructor(private readonly detailExtras: BatchDetailExtras) {}

  onModuleInit(): void {
    this.detailExtras.register(proofsDetailExtra);
  }
}
