import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  decideShipment,
  isShipmentError,
  replayShipment,
  shipmentStreamId,
  type ShipmentCommand,
  type ShipmentCommandOf,
  type ShipmentCommandType,
  type ShipmentError,
  type ShipmentEvent,
  type ShipmentState,
} from '@machines/shipment';
import type { ShipmentStatusValue } from '@contracts/shipments';
import type { CommandContext } from '../../batch';
import { Clock } from '../../platform/clock/clock';
import { EVENT_STORE, type EventStore, type NewEvent } from '../../platform/event-store/event-store.port';
import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.errors';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ActorPositions } from '../../platform/projections/read-your-writes/actor-positions';
import { RealtimePublisher } from '../../platform/realtime/realtime-publisher';
import { shipmentConcurrentModification, toShipmentApiError } from '../core/shipment-errors';
import { shipmentChangedEnvelope } from './shipment-changed';
import { eventMetadata } from '../../platform/event-store/event-metadata';
import { shipmentCommandMetadata, type ShipmentCommandMetadata } from './shipment-metadata';
import { ShipmentStates, type LoadedShipment } from './shipment-states';

/** Attempts of one write before a conflict is the caller's 409 (bounded, as the batch writer's). */
export const MAX_SHIPMENT_WRITE_ATTEMPTS = 5;

/**
 * Decides the events to append from the state being written to; run again on every attempt. A
 * ShipmentError refuses (nothing is appended); `commandType` names what was decided, for the metadata.
 */
export type DecideEvents = (metadata: ShipmentCommandMetadata, loaded: LoadedShipment) => Decided | Promise<Decided>;

interface Decided {
  events: ShipmentEvent[] | ShipmentError;
  commandType: string;
}

export interface ShipmentWritten extends LoadedShipment {
  readonly events: ShipmentEvent[];
  /** The command's business time (the events' `at`). */
  readonly at: string;
}

class StaleState extends Error {}

/**
 * The one write path of a shipment, for every caller (staff routes, the process that fills
 * shipments, the cut-off job): the state (remembered, else read), decide, append with the exact
 * expected revision to `shipment-<id>` in the shared store, then remember the state, push
 * `shipment:changed` to staff and wake the read models. A concurrent append makes the attempt
 * start again from a fresh read, up to five times, then 409 SHIPMENT_CONCURRENT_MODIFICATION.
 */
@Injectable()
export class ShipmentWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly states: ShipmentStates,
    private readonly projections: ProjectionRegistry,
    private readonly positions: ActorPositions,
    private readonly publisher: RealtimePublisher,
  ) {}

  /** The shipment as it is now in the store (a read, never the memory). */
  load(shipmentId: string): Promise<LoadedShipment> {
    return this.states.read(shipmentId);
  }

  /** One command whose data does not depend on the state. */
  command<T extends ShipmentCommandType>(
    shipmentId: string,
    context: CommandContext,
    type: T,
    data: ShipmentCommandOf<T>['data'],
  ): Promise<ShipmentWritten> {
    return this.execute(shipmentId, context, (metadata, loaded) => {
      const command = { type, data, metadata } as ShipmentCommand;
      return { events: decideShipment(command, loaded.state), commandType: type };
    });
  }

  async execute(shipmentId: string, context: CommandContext, decide: DecideEvents): Promise<ShipmentWritten> {
    const commandId = randomUUID();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(shipmentId, context, decide, commandId, attempt === 1);
      } catch (error) {
        const stale = error instanceof StaleState;
        if (!stale && !(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_SHIPMENT_WRITE_ATTEMPTS) throw shipmentConcurrentModification(shipmentId);
        if (!stale) await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 20 * attempt) + 1));
      }
    }
  }

  private async attempt(
    shipmentId: string,
    context: CommandContext,
    decide: DecideEvents,
    commandId: string,
    mayUseMemory: boolean,
  ): Promise<ShipmentWritten> {
    const remembered = mayUseMemory ? this.states.cached(shipmentId) : undefined;
    const loaded = remembered ?? (await this.states.read(shipmentId));
    const metadata = shipmentCommandMetadata(context, this.clock.now().toISOString(), commandId);
    const { events, commandType } = await decide(metadata, loaded);
    if (isShipmentError(events)) {
      // Decided on memory: another instance may have written since; decide once more on a read.
      if (remembered) {
        this.states.evict(shipmentId);
        throw new StaleState();
      }
      throw toShipmentApiError(events);
    }
    if (events.length === 0) return { ...loaded, events, at: metadata.at };
    const newEvents: NewEvent[] = events.map((event) => ({
      eventId: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: eventMetadata(context, metadata, commandType),
    }));
    const expectedRevision = loaded.revision < 0 ? 'no_stream' : loaded.revision;
    let result: Awaited<ReturnType<EventStore['append']>>;
    try {
      result = await this.store.append(shipmentStreamId(shipmentId), newEvents, {
        expectedRevision,
        streamType: 'shipment',
      });
    } catch (error) {
      this.states.evict(shipmentId);
      if (error instanceof WrongExpectedRevisionError && remembered) throw new StaleState();
      throw error;
    }
    const state: ShipmentState = replayShipment(events, loaded.state);
    const written: ShipmentWritten = {
      shipmentId,
      state,
      revision: result.nextExpectedRevision,
      position: result.position,
      events,
      at: metadata.at,
    };
    this.states.remember(written);
    const status = String(state.value) as ShipmentStatusValue;
    this.publisher.publish(shipmentChangedEnvelope(shipmentId, status, written.revision, written.position));
    this.positions.record(context.actor.id, written.position);
    this.projections.wakeAll();
    return written;
  }
}
