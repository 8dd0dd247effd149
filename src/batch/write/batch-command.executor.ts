import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import {
  decide,
  evolve,
  isDomainError,
  replay,
  type BatchCommand,
  type BatchEvent,
  type BatchState,
  type CommandMetadata,
} from '@machines/batch';
import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.errors';
import { EVENT_STORE, type EventStore, type NewEvent } from '../../platform/event-store/event-store.port';
import { batchStreamId } from '../read/batch-state/batch-state';
import { Clock } from '../../platform/clock/clock';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ActorPositions } from '../../platform/projections/read-your-writes/actor-positions';
import { BATCH_OPTIONS, type BatchOptions } from './batch-options.provider';
import { BatchEventsAppended } from './batch-events-appended.event';
import type { CommandContext, CommandResult } from './command-context';
import { concurrentModification, toApiError } from './domain-error.mapper';

const MAX_ATTEMPTS = 5;

const jitter = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.floor(Math.random() * 20 * attempt) + 1));

/**
 * The one write path of a batch: read the stream, fold it with evolve, decide, append with the
 * exact expected revision, publish. A concurrent writer makes the append fail; the command is then
 * decided again on the fresh state (bounded), so a race ends in one winner and clear refusals.
 */
@Injectable()
export class BatchCommandExecutor {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly eventBus: EventBus,
    private readonly clock: Clock,
    private readonly projections: ProjectionRegistry,
    private readonly positions: ActorPositions,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
  ) {}

  /**
   * `build` sees the current state (handlers price changes from it) and may return several commands:
   * they are decided one after the other on the evolving state and appended together, so a
   * multi-step action (modify + request payment) is all or nothing.
   */
  async execute(
    batchId: string,
    context: CommandContext,
    build: (metadata: CommandMetadata, state: BatchState) => BatchCommand | readonly BatchCommand[],
    options: { expectedRevision?: number } = {},
  ): Promise<CommandResult> {
    const streamId = batchStreamId(batchId);
    const commandId = randomUUID();
    const actor = { id: context.actor.id, role: context.actor.role, accountType: 'accountType' in context.actor ? context.actor.accountType : undefined };
    for (let attempt = 1; ; attempt++) {
      const recorded = await this.store.readStream(streamId);
      const state = replay(recorded.map((e) => ({ type: e.type, data: e.data }) as BatchEvent));
      const at = this.clock.now().toISOString();
      const built = build({ actor, at, commandId }, state);
      const commands: readonly BatchCommand[] = Array.isArray(built) ? built : [built as BatchCommand];
      const decision: BatchEvent[] = [];
      let next = state;
      for (const command of commands) {
        const decided = decide(command, next, this.options);
        if (isDomainError(decided)) throw toApiError(decided);
        decision.push(...decided);
        next = decided.reduce(evolve, next);
      }
      const commandType = commands.map((c) => c.type).join('+');
      const expectedRevision = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1].streamRevision;
      // A caller that priced or checked against one exact revision must not have it silently re-decided.
      if (options.expectedRevision !== undefined && expectedRevision !== options.expectedRevision) throw concurrentModification(batchId);
      const events: NewEvent[] = decision.map((event) => ({
        eventId: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          actor: { id: actor.id, role: actor.role },
          at,
          commandId,
          commandType,
          correlationId: context.correlationId,
          causationId: context.causationId ?? commandId,
        },
      }));
      try {
        const result = await this.store.append(streamId, events, { expectedRevision, streamType: 'batch' });
        this.positions.record(actor.id, result.position);
        this.projections.wakeAll();
        this.eventBus.publish(new BatchEventsAppended(batchId, decision, result.position, result.nextExpectedRevision));
        const status = String(next.value);
        return { batchId, position: result.position, revision: result.nextExpectedRevision, status, events: decision };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw concurrentModification(batchId);
        await jitter(attempt);
      }
    }
  }
}
