import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../projections/projection-registry';
import { ProjectionsModule } from '../../projections/projections.module';
import { RealtimeModule } from '../realtime.module';
import { RealtimePublishModule } from '../realtime-publish.module';
import { SocketHandlers } from '../socket-handlers';
import { BACKSTOP_SETTLE_MS, PushBackstop } from './push-backstop';

/**
 * The push backstop (push-backstop.ts): it follows the log on one instance and hears every push on
 * this instance's fan-out. Writers' features import this module and register their PushSource.
 */
@Module({
  imports: [ProjectionsModule, RealtimeModule, RealtimePublishModule],
  providers: [PushBackstop],
  exports: [PushBackstop],
})
export class PushBackstopModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly handlers: SocketHandlers,
    private readonly backstop: PushBackstop,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.backstop, { settleMs: BACKSTOP_SETTLE_MS });
    this.handlers.onPush((_rooms, event, data) => this.backstop.heardPush(event, data));
  }
}
