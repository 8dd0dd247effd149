import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { RealtimeModule } from '../../platform/realtime/realtime.module';
import { SocketHandlers } from '../../platform/realtime/socket-handlers';
import { BATCH_READ_MODELS } from './batch-read-models';
import { BatchVisibility } from './push/batch-visibility';
import { BatchWatchSocket } from './push/batch-watch.socket';
import { ErasureSteps } from '../../platform/personal-data/erasure-steps';
import { batchErasureStep } from './batch-erasure.step';

/**
 * The batch's read side as the platform sees it: the read models run by the projection runner
 * (classes declared `@EventsHandler(DurableLogSlice)`, discovered by the platform),
 * and `batch:watch` on the realtime gateway. The platform knows none of them until this module
 * registers them. (`batch:changed` is pushed by the writer on commit: write/batch-changed.ts; what a
 * dead instance did not push, the backstop sends: src/platform/realtime/push-backstop, with write/batch-push-source.ts.)
 */
@Module({
  imports: [ProjectionsModule, RealtimeModule],
  // The read models are @EventsHandler classes: the platform finds them and their dispatcher feeds them.
  providers: [BatchVisibility, BatchWatchSocket, ...BATCH_READ_MODELS],
})
export class BatchReadModule implements OnModuleInit {
  constructor(
    private readonly handlers: SocketHandlers,
    private readonly watch: BatchWatchSocket,
    private readonly erasure: ErasureSteps,
  ) {}

  onModuleInit(): void {
    this.handlers.register((socket, actor) => this.watch.attach(socket, actor));
    this.erasure.register(batchErasureStep);
  }
}
