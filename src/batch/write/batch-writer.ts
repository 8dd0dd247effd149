import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  asStateLike,
  authorize,
  decide,
  decideNext,
  initialState,
  isDomainError,
  type BatchCommand,
  type BatchEvent,
  type BatchState,
  type CommandMetadata,
  type CommandType,
  batchStreamId,
} from '@machines/batch';
import { EVENT_STORE, type EventStore, type NewEvent } from '../../platform/event-store/event-store.port';
import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.errors';
import { Clock } from '../../platform/clock/clock';
import { ApiError } from '../../platform/web/api-error';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ActorPositions } from '../../platform/projections/read-your-writes/actor-positions';
import { RealtimePublisher } from '../../platform/realtime/realtime-publisher';
import { batchArrivalEnvelopes, batchChangedEnvelope } from './batch-changed';
import { BATCH_OPTIONS, type BatchOptions } from '../core/batch-options.provider';
import type { CommandContext, CommandResult } from './command-context';
import { batchNotFound, concurrentModification, toApiError } from '../core/domain-error.mapper';
import { commandMetadata, eventMetadata, machineActor } from './event-metadata';
import { BatchStates, type LoadedState } from './batch-states';
import { batchExists, HistoryNotLoaded, withoutHistory, type CurrentBatch, type LoadedBatch } from './loaded-batch';
import { retryOnConflict, StaleCachedState } from './retry-rule';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { sealPersonalFields } from './personal-fields';
import {
  batchCommandMessage,
  type BatchCommandMessage,
  type LoadedForWrite,
  type WriteAttempt,
} from './cqrs/batch-command.messages';

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
  /**
   * The build reads `batch.recorded`/`batch.events`: load the whole stream for it. Without it a
   * build that reads them is run again once the history is read (HistoryNotLoaded), which works
   * but builds twice.
   */
  history?: boolean;
  /** A stream the caller just made up (a new batch id): nothing to read, the `no_stream` append is the check. */
  newStream?: boolean;
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
 * promotions, proofs, combine): take the batch's state (cached, else snapshot + the events after
 * it, else the stream: batch-states.ts), decide, append with the exact expected revision, then
 * remember the new state, tell the batch's parties (`batch:changed`, at once) and wake the read
 * models. A concurrent writer (or a cache that was behind) makes the append fail; the command is
 * then decided again on the fresh state under the one retry rule (retry-rule.ts), so a race ends
 * in one winner and clear refusals.
 */
@Injectable()
export class BatchWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly projections: ProjectionRegistry,
    private readonly positions: ActorPositions,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
    private readonly states: BatchStates,
    private readonly publisher: RealtimePublisher,
    // The one place batch events are written is the one place their personal fields are sealed.
    private readonly cipher: PersonalDataCipher,
    private readonly bus: CommandBus,
  ) {}

  /** The batch with its whole history (the same as `history`). */
  load(batchId: string): Promise<LoadedBatch> {
    return this.history(batchId);
  }

  /** The whole stream, read now: for callers that look at what happened (event ids, causation, earlier events). */
  history(batchId: string): Promise<LoadedBatch> {
    return this.states.history(batchId, batchStreamId(batchId));
  }

  /**
   * The state a command would be decided on now, without the history: from memory when this
   * instance has it (it may be behind another instance's write; a write checks, a read does not).
   */
  async current(batchId: string): Promise<CurrentBatch> {
    const { state, revision, position } = await this.states.current(batchStreamId(batchId));
    return { batchId, state, revision, position };
  }

  /**
   * `authorizeFirst` for `actor`, against this deployment's permission options (the ones the decider
   * applies): callers that look at the state before deciding refuse what the machine would refuse.
   */
  authorizeFirst(type: CommandType, state: BatchState, actor: CommandMetadata['actor']): void {
    const refused = authorize(type, asStateLike(state), actor, this.options);
    if (refused) throw toApiError(refused);
  }

  /**
   * The batch a `type` command would be decided on, checked as the command checks it first: 404 when
   * it does not exist, then the actor's permission. For callers that ask a provider or a table
   * before the command, so nobody learns from them what the command would refuse.
   */
  async loadAuthorized(batchId: string, type: CommandType, actor: CommandContext['actor']): Promise<LoadedBatch> {
    const batch = await this.load(batchId);
    if (!batchExists(batch)) throw batchNotFound();
    this.authorizeFirst(type, batch.state, machineActor(actor));
    return batch;
  }

  /** One command whose data does not depend on the state. */
  command<T extends BatchCommand['type']>(
    batchId: string,
    context: CommandContext,
    type: T,
    data: CommandOf<T>['data'],
    options: WriteOptions = {},
  ): Promise<CommandResult> {
    return this.execute(batchId, context, (metadata) => ({ type, data, metadata }) as CommandOf<T>, options);
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
    const streamId = batchStreamId(batchId);
    let history = options.history ?? false;
    let newStream = options.newStream ?? false;
    return retryOnConflict(batchId, async () => {
      let loaded = await this.loadForWrite(batchId, streamId, history, newStream, options.expectedRevision);
      const metadata = commandMetadata(context, this.clock.now().toISOString(), commandId);
      let built: Built;
      try {
        try {
          built = await build(metadata, loaded.batch.state, loaded.batch);
        } catch (error) {
          if (!(error instanceof HistoryNotLoaded) || history) throw error;
          history = true;
          loaded = await this.loadForWrite(batchId, streamId, history, false, options.expectedRevision);
          built = await build(metadata, loaded.batch.state, loaded.batch);
        }
      } catch (error) {
        throw this.refusedOn(loaded, streamId, newStream, error);
      }
      const commands: readonly BatchCommand[] = Array.isArray(built) ? built : [built as BatchCommand];
      const attempt: WriteAttempt = { batchId, streamId, context, metadata, commands, loaded, newStream, options };
      try {
        // The first command's one CommandBus handler takes the attempt (cqrs/batch-command.handlers.ts);
        // commands built together (modify + request payment) are decided and appended together by it.
        return commands.length > 0
          ? await this.bus.execute<BatchCommandMessage, CommandResult>(batchCommandMessage(commands[0].type, attempt))
          : await this.decideAndAppend(attempt);
      } catch (error) {
        if (error instanceof StaleCachedState || error instanceof WrongExpectedRevisionError) newStream = false;
        throw error;
      }
    });
  }

  /**
   * Decides the attempt's commands on its state and appends them at its exact revision, then tells
   * the parties and wakes the read models. Called by the command's CommandBus handler only (and
   * for an empty build): the one place a batch event is appended.
   */
  async decideAndAppend(attempt: WriteAttempt): Promise<CommandResult> {
    const { batchId, streamId, context, metadata, commands, loaded, newStream, options } = attempt;
    let decided: { events: BatchEvent[]; state: BatchState };
    try {
      decided = this.decideAll(commands, loaded.batch.state);
    } catch (error) {
      throw this.refusedOn(loaded, streamId, newStream, error);
    }
    const { batch } = loaded;
    const { events, state } = decided;
    // Nothing to append: a missing batch is a 404 (never an empty append, a 500); an unchanged one answers as it is.
    if (events.length === 0) {
      if (batch.revision < 0) throw batchNotFound();
      const status = String(batch.state.value);
      return { batchId, position: batch.position, revision: batch.revision, status, events: [], eventIds: [] };
    }
    if (options.expectedRevision !== undefined && batch.revision !== options.expectedRevision)
      throw concurrentModification(batchId);
    const commandType = commands.map((c) => c.type).join('+');
    const stored = await sealPersonalFields(events, batch.state, this.cipher);
    const newEvents: NewEvent[] = events.map((event, index) => ({
      eventId: randomUUID(),
      type: event.type,
      data: stored[index],
      metadata: eventMetadata(context, metadata, commandType),
    }));
    const expectedRevision = batch.revision < 0 ? 'no_stream' : batch.revision;
    let result: Awaited<ReturnType<EventStore['append']>>;
    try {
      result = await this.store.append(streamId, newEvents, { expectedRevision, streamType: 'batch' });
    } catch (error) {
      // Whatever we held may be behind the stream (or the append may have landed after all).
      this.states.evict(streamId);
      if (error instanceof WrongExpectedRevisionError && loaded.cached) throw new StaleCachedState(streamId);
      throw error;
    }
    const revision = result.nextExpectedRevision;
    this.states.committed(streamId, batch.revision, { state, revision, position: result.position });
    const change = { batchId, state, revision, position: result.position, events };
    this.publisher.publish(batchChangedEnvelope(change));
    for (const arrival of batchArrivalEnvelopes(change)) this.publisher.publish(arrival);
    this.positions.record(context.actor.id, result.position);
    this.projections.wakeAll();
    return {
      batchId,
      position: result.position,
      revision,
      status: String(state.value),
      events,
      eventIds: newEvents.map((e) => e.eventId),
    };
  }

  /**
   * Several instances: another one may have appended since this one cached the state, so a
   * refusal decided on memory ("not allowed in status assigned" right after an accept made
   * elsewhere) is checked once more on a read of the stream before it is answered.
   */
  private refusedOn(loaded: LoadedForWrite, streamId: string, newStream: boolean, error: unknown): unknown {
    if (!loaded.cached || newStream) return error;
    this.states.evict(streamId);
    return new StaleCachedState(streamId);
  }

  /**
   * The batch to decide on. `cached` says the state came from memory (or was assumed new), so a
   * refused append is this instance being behind, retried at once on a read of the stream.
   */
  private async loadForWrite(
    batchId: string,
    streamId: string,
    history: boolean,
    newStream: boolean,
    expectedRevision: number | undefined,
  ): Promise<LoadedForWrite> {
    if (history) return { batch: await this.history(batchId), cached: false };
    if (newStream)
      return { batch: withoutHistory(batchId, { state: initialState, revision: -1, position: '' }), cached: true };
    let current: LoadedState = await this.states.current(streamId);
    // The caller saw a newer revision than we hold: we are behind, not the stream moved.
    if (current.cached && expectedRevision !== undefined && current.revision < expectedRevision) {
      this.states.evict(streamId);
      current = await this.states.current(streamId);
    }
    return { batch: withoutHistory(batchId, current), cached: current.cached };
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
