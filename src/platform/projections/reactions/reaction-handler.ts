import { Inject, type Type } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DurableEventsHandler, DurableLogSlice } from '../durable-events/durable-events-handler';
import type { Projection } from '../runner/projection';
import type { Reaction } from './reaction';
import { REACTION_OPTIONS, Reactions } from './reactions';

/**
 * A reaction as Nest discovers it: a class named `name`, declared `@EventsHandler(DurableLogSlice)`,
 * which the feature's module provides (beside registering its jobs with `Reactions.registerJob`).
 * `reaction` is the reaction itself, or a provider class that is one (injected).
 */
export function reactionHandler(name: string, reaction: Reaction | Type<Reaction>): Type<DurableEventsHandler> {
  const named = {
    [name]: class extends DurableEventsHandler {
      readonly projection: Projection;
      override readonly options = REACTION_OPTIONS;

      constructor(reactions: Reactions, provided?: Reaction) {
        super();
        this.projection = reactions.projectionOf(provided ?? (reaction as Reaction));
      }
    },
  };
  const Handler = named[name];
  // Classes made here get no emitted constructor types: name what Nest injects.
  Inject(Reactions)(Handler, undefined, 0);
  if (typeof reaction === 'function') Inject(reaction)(Handler, undefined, 1);
  EventsHandler(DurableLogSlice)(Handler);
  return Handler;
}
