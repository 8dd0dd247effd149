import { Module } from '@nestjs/common';
import { RealtimePublisher } from './realtime-publisher';

/**
 * Publishing only (no gateway, no sockets): for producers that push after their own commit, such
 * as the batch writer. The pushes reach sockets through every instance's RealtimeFanout.
 */
@Module({
  providers: [RealtimePublisher],
  exports: [RealtimePublisher],
})
export class RealtimePublishModule {}
