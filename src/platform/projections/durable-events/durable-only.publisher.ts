import { Logger } from '@nestjs/common';
import type { IEventPublisher } from '@nestjs/cqrs';

/**
 * The CQRS module's EventBus publisher: it delivers nothing. Domain events reach read models and
 * reactions only through the durable dispatcher (order, checkpoints, exactly once); an in-memory
 * publish would be a second, lossy path that a crash or another instance never sees. A publish is
 * dropped and logged once per event type, so a mistaken use shows in the logs instead of half-working.
 */
export class DurableOnlyEventPublisher implements IEventPublisher {
  private readonly logger = new Logger('EventBus');
  private readonly warned = new Set<string>();

  publish(event: object): void {
    const type = event.constructor?.name ?? typeof event;
    if (this.warned.has(type)) return;
    this.warned.add(type);
    this.logger.warn(
      `${type} published on the in-memory EventBus was dropped: events reach handlers from the log only`,
    );
  }

  publishAll(events: object[]): void {
    for (const event of events) this.publish(event);
  }
}
