import type { IEventHandler } from '@nestjs/cqrs';
import type { RegisterOptions } from '../projection-registry';
import type { Projection } from '../runner/projection';

/**
 * The one event type read models and reactions are declared for: `@EventsHandler(DurableLogSlice)`.
 * Only the durable dispatcher delivers slices of the log (in order, in its transaction, with the
 * checkpoint); the in-memory EventBus never carries one (DurableOnlyEventPublisher).
 */
export class DurableLogSlice {}

/**
 * A read model or reaction as Nest sees it: a class decorated `@EventsHandler(DurableLogSlice)`,
 * provided by its feature's module, which DurableEventsDiscovery finds and hands to the
 * ProjectionRegistry. The class only names its projection (and group): the applying stays the
 * projection's, so this layer does not care how a projection writes a slice.
 */
export abstract class DurableEventsHandler implements IEventHandler<DurableLogSlice> {
  abstract readonly projection: Projection;
  readonly options: RegisterOptions = {};

  /** Never called: the in-memory EventBus publishes nothing (see DurableOnlyEventPublisher). */
  handle(): void {}
}
