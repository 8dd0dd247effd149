import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionLag } from './admin/projection-lag';
import { ProjectionsAdminController } from './admin/projections-admin.controller';
import { readModelProjections } from './projection-catalog';
import { PROJECTION_CHANNEL, ProjectionRegistry } from './projection-registry';
import { ActorPositions } from './read-your-writes/actor-positions';
import { ProjectionWaiter } from './read-your-writes/projection-waiter';
import { DEFAULT_CHANNEL } from './runner/subscription-runner';

/** Read models, their runners, lag reporting and read-your-writes waiting (DESIGN §5). */
@Module({
  controllers: [ProjectionsAdminController],
  providers: [
    { provide: PROJECTION_CHANNEL, useValue: DEFAULT_CHANNEL },
    ProjectionRegistry,
    ProjectionWaiter,
    ActorPositions,
    ProjectionLag,
  ],
  exports: [ProjectionRegistry, ProjectionWaiter, ActorPositions],
})
export class ProjectionsModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    for (const projection of readModelProjections()) this.registry.register(projection);
  }
}
