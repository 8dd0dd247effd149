import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { UpcasterRegistry } from '../event-store/upcaster-registry';
import { ProjectionLag } from './admin/projection-lag';
import { ProjectionsAdminController } from './admin/projections-admin.controller';
import { ProjectionMetrics } from './admin/projection-metrics';
import { PROJECTION_CHANNEL, ProjectionRegistry } from './projection-registry';
import { Reactions } from './reactions/reactions';
import { ActorPositions } from './read-your-writes/actor-positions';
import { ProjectionWaiter } from './read-your-writes/projection-waiter';
import { PersonalDataCipher } from '../personal-data/personal-data-cipher';
import { createLogSource, EVENT_LOG_SOURCE } from './runner/create-log-source';
import { DEFAULT_CHANNEL } from './runner/postgres-log-source';

/**
 * The runners of read models and reactions, lag reporting and read-your-writes waiting (DESIGN §5).
 * It knows no read model: each feature module registers its own with ProjectionRegistry in onModuleInit.
 */
@Module({
  controllers: [ProjectionsAdminController],
  providers: [
    { provide: PROJECTION_CHANNEL, useValue: DEFAULT_CHANNEL },
    {
      provide: EVENT_LOG_SOURCE,
      inject: [APP_CONFIG, EVENT_STORE, UpcasterRegistry, PersonalDataCipher],
      useFactory: (config: AppConfig, store: EventStore, upcasters: UpcasterRegistry, cipher: PersonalDataCipher) =>
        createLogSource(config, store, upcasters, cipher),
    },
    ProjectionRegistry,
    ProjectionWaiter,
    ActorPositions,
    ProjectionLag,
    ProjectionMetrics,
    Reactions,
  ],
  exports: [Reactions, ProjectionRegistry, ProjectionWaiter, ActorPositions, ProjectionLag, EVENT_LOG_SOURCE],
})
export class ProjectionsModule {}
