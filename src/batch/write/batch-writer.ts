import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  decide,
  decideNext,
  isDomainError,
  type BatchCommand,
  type BatchEvent,
  type BatchState,
  type CommandMetadata,
  batchStreamId,
} from '@machines/batch';
import { EVENT_STORE, type EventStore, type NewEvent } from '../../platform/event-store/event-store.port';
import { Clock } from '../../platform/clock/clock';
import { ApiError } from '../../platform/web/api-error';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ActorPositions } from '../../platform/projections/read-your-writes/actor-positions';
import { BATCH_OPTIONS, type BatchOptions } from './batch-options.provider';
import type { CommandContext, CommandResult } from './command-context';
import { concurrentModification, toApiError } from './domain-error.mapper';
import { commandMetadata, eventMetadata } from './event-metadata';
import { loadedBatchOf, type LoadedBatch } from './loaded-batch';
import { retryOnConflict } from './retry-rule';

type Built = BatchCommand | readonly BatchCommand[];

/**
 * Makes the command(s) from the state being decided: called again on every attempt, so a retry
 * after a concurrent write re-prices / re-checks on the fresh state. Throwing refuses (or skips)
 * the write; nothing is appended.
 */
export type BuildCommands = (
  metadata: CommandMetadata,
  state: BatchState,
  batch: LoadedBatch,
) => Built | Promise<Built>;

export interface WriteOptions {
  /** The caller priced or checked against this exact revision: a moved stream is a 409, never silently re-decided. */
  expectedRevision?: number;
}

/** A step of a write over several streams (see `executeInOrder`). */
export interface StreamStep {
  batchId: string;
  build: BuildCommands;
}

export interface InOrderResult {
  first: CommandResult;
  then: CommandResult[];
  /** Later steps that were refused (their batch changed meanwhile): the caller answers and may resume. */
  pending: string[];
}

type CommandOf<T extends BatchCommand['type']> = Extract<BatchCommand, { type: T }>;

/**
 * The one write path of a batch, for every caller (HTTP, reactions, jobs, payments, refunds,
 * promotions, proofs, combine): load the stream, decide, append with the exact expected revision,
 * wake the read models. A concurrent writer makes the append fail; the command is then decided
 * again on the fresh state under the one retry rule (retry-rule.ts), so a race ends in one winner
 * and clear refusals.
 */
@Injectable()
export class BatchWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly projections: ProjectionRegistry,
    private readonly positions: ActorPositions,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
  ) {}

  async load(batchId: string): Promise<LoadedBatch> {
    return loadedBatchOf(batchId, await this.store.readStream(batchStreamId(batchId)));
  }

  /** One command whose data does not depend on the state. */
  command<T extends BatchCommand['type']>(
    batchId: string,
    context: CommandContext,
    type: T,
    data: CommandOf<T>['data'],
  ): Promise<CommandResult> {
    return this.execute(batchId, context, (metadata) => ({ type, data, metadata }) as CommandOf<T>);
  }

  /**
   * `build` may return several commands: they are decided one after the other on the evolving state
   * and appended together, so a multi-step action (modify + request payment) is all or nothing.
   */
  execute(
    batchId: string,
    context: CommandContext,
    build: BuildCommands,
    options: WriteOptions = {},
  ): Promise<CommandResult> {
    const commandId = randomUUID();
    return retryOnConflict(batchId, async () => {
      const batch = await this.load(batchId);
      const metadata = commandMetadata(context, this.clock.now().toISOString(), commandId);
      const built = await build(metadata, batch.state, batch);
      const commands: readonly BatchCommand[] = Array.isArray(built) ? built : [built as BatchCommand];
      const { events, state } = this.decideAll(commands, batch.state);
      if (options.expectedRevision !== undefined && batch.revision !== options.expectedRevision)
        throw concurrentModification(batchId);
      const commandType = commands.map((c) => c.type).join('+');
      const newEvents: NewEvent[] = events.map((event) => ({
        eventId: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: eventMetadata(context, metadata, commandType),
      }));
      const expectedRevision = batch.revision < 0 ? 'no_stream' : batch.revision;
      const result = await this.store.append(batchStreamId(batchId), newEvents, {
        expectedRevision,
        streamType: 'batch',
      });
      this.positions.record(context.actor.id, result.position);
      this.projections.wakeAll();
      return {
        batchId,
        position: result.position,
        revision: result.nextExpectedRevision,
        status: String(state.value),
        events,
        eventIds: newEvents.map((e) => e.eventId),
      };
    });
  }

  /**
   * A write over several streams, made safe by order (the event store appends to one stream at a
   * time): `first` at the exact revision its caller checked (a change there refuses everything,
   * nothing written), then each of `then`, re-decided on its fresh state if it moved. A later step
   * that is refused does not undo `first`: it is listed in `pending` for the caller to answer.
   */
  async executeInOrder(
    context: CommandContext,
    first: StreamStep & { expectedRevision: number },
    then: readonly StreamStep[],
  ): Promise<InOrderResult> {
    const firstResult = await this.execute(first.batchId, context, first.build, {
      expectedRevision: first.expectedRevision,
    });
    const rest = await this.executeEach(context, then);
    return { first: firstResult, ...rest };
  }

  /** Each step on its own stream, in order; refused steps are listed, not thrown. */
  async executeEach(
    context: CommandContext,
    steps: readonly StreamStep[],
  ): Promise<{ then: CommandResult[]; pending: string[] }> {
    const then: CommandResult[] = [];
    const pending: string[] = [];
    for (const step of steps) {
      try {
        then.push(await this.execute(step.batchId, context, step.build));
      } catch (error) {
        // A refusal (domain error, 409 after retries) is the step's answer; an outage is thrown.
        if (!(error instanceof ApiError)) throw error;
        pending.push(step.batchId);
      }
    }
    return { then, pending };
  }

  /** What the decider would answer, without writing: a dry run before a write over several streams. */
  check(command: BatchCommand, state: BatchState): void {
    const decided = decide(command, state, this.options);
    if (isDomainError(decided)) throw toApiError(decided);
  }

  /** decideNext hands back the state it already evolved to check each event: one evolve per event per write. */
  private decideAll(commands: readonly BatchCommand[], start: BatchState): { events: BatchEvent[]; state: BatchState } {
    const events: BatchEvent[] = [];
    let state = start;
    for (const command of commands) {
      const decided = decideNext(command, state, this.options);
      if (isDomainError(decided)) throw toApiError(decided);
      events.push(...decided.events);
      state = decided.state;
    }
    return { events, state };
  }
}
