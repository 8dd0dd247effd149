import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { ProjectionRegistry } from '../projection-registry';
import { DurableEventsHandler, DurableLogSlice } from './durable-events-handler';

/** Where @EventsHandler keeps its event types (@nestjs/cqrs decorators/constants, not exported by its index). */
const EVENTS_HANDLER_METADATA = '__eventsHandler__';

/**
 * Finds every provider declared `@EventsHandler(DurableLogSlice)` and registers its projection with
 * the ProjectionRegistry, so its dispatcher feeds it. Runs in onModuleInit (the projections module
 * is initialised before the features that provide handlers, and dispatchers start at bootstrap).
 */
@Injectable()
export class DurableEventsDiscovery implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly registry: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    for (const handler of this.handlers()) this.registry.register(handler.projection, handler.options);
  }

  handlers(): DurableEventsHandler[] {
    const found: DurableEventsHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      const { metatype } = wrapper;
      if (!metatype || !(instance instanceof DurableEventsHandler)) continue;
      const events = Reflect.getMetadata(EVENTS_HANDLER_METADATA, metatype) as unknown[] | undefined;
      if (!events?.includes(DurableLogSlice))
        throw new Error(`${metatype.name} is a DurableEventsHandler without @EventsHandler(DurableLogSlice)`);
      found.push(instance);
    }
    return found;
  }
}
