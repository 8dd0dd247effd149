import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../projections/projection-registry';
import { ProjectionsModule } from '../projections/projections.module';
import { BatchPushProjection } from '../../batch/read/push/batch-push.projection';
import { BatchVisibility } from '../../batch/read/push/batch-visibility';
import { RealtimeFanout } from './realtime-fanout';
import { RealtimeGateway } from './realtime.gateway';
import { SocketAuthenticator } from './socket-authenticator';
import { SocketHandlers } from './socket-handlers';

/** Socket.IO: authenticated handshake, rooms, batch:watch, and pushes fanned out through PostgreSQL. */
@Module({
  imports: [ProjectionsModule],
  providers: [RealtimeGateway, SocketAuthenticator, BatchVisibility, RealtimeFanout, BatchPushProjection, SocketHandlers],
  // Chat adds its socket events through SocketHandlers and reuses the batch visibility rule.
  exports: [SocketHandlers, BatchVisibility],
})
export class RealtimeModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly push: BatchPushProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.push);
  }
}
