import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
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
import { DurableEventsDiscovery } from './durable-events/durable-events-discovery';
import { DurableOnlyEventPublisher } from './durable-events/durable-only.publisher';

/**
 * The runners of read models and reactions, lag reporting and read-your-writes waiting (DESIGN §5).
 * It knows no read model: each feature provides its own as a class decorated
 * `@EventsHandler(DurableLogSlice)` (durable-events/), found here and fed by its group's dispatcher
 * only; the CQRS module's in-memory EventBus publishes nothing (global: the CommandBus and QueryBus
 * of the features come from here too).
 */
@Module({
  imports: [DiscoveryModule, CqrsModule.forRoot({ eventPublisher: new DurableOnlyEventPublisher() })],
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
    DurableEventsDiscovery,
  ],
  exports: [Reactions, ProjectionRegistry, ProjectionWaiter, ActorPositions, ProjectionLag, EVENT_LOG_SOURCE],
})
export class ProjectionsModule {}
