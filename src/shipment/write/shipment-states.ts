import { Inject, Injectable } from '@nestjs/common';
import {
  initialShipment,
  isShipmentEvent,
  replayShipment,
  shipmentStreamId,
  type ShipmentEvent,
  type ShipmentState,
} from '@machines/shipment';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';

/** A shipment stream folded up to its head. */
export interface LoadedShipment {
  readonly shipmentId: string;
  readonly state: ShipmentState;
  /** Revision of the last event; -1 = no stream. */
  readonly revision: number;
  readonly position: string;
}

/** Shipments a writer keeps folded (a few per warehouse and week are ever written to). */
const CACHE_SIZE = 500;

/**
 * Where a shipment command's state comes from: the writer's memory of the streams it wrote last,
 * else the stream read and folded (a shipment has a few dozen events). The memory is only a guess
 * that the exact-revision append checks, as the batch writer's cache is.
 */
@Injectable()
export class ShipmentStates {
  private readonly cache = new Map<string, LoadedShipment>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  cached(shipmentId: string): LoadedShipment | undefined {
    return this.cache.get(shipmentId);
  }

  async read(shipmentId: string): Promise<LoadedShipment> {
    // A stream never written reads as empty: the state is `none`, and OpenShipment appends with no_stream.
    const recorded = await this.store.readStream(shipmentStreamId(shipmentId));
    const events = recorded.filter(isShipmentEvent).map((e) => ({ type: e.type, data: e.data }) as ShipmentEvent);
    const last = recorded[recorded.length - 1];
    const loaded: LoadedShipment = {
      shipmentId,
      state: events.length ? replayShipment(events) : initialShipment,
      revision: last ? last.streamRevision : -1,
      position: last ? last.position : '',
    };
    if (last) this.remember(loaded);
    return loaded;
  }

  remember(loaded: LoadedShipment): void {
    const current = this.cache.get(loaded.shipmentId);
    if (current && current.revision > loaded.revision) return;
    this.cache.delete(loaded.shipmentId);
    this.cache.set(loaded.shipmentId, loaded);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
  }

  evict(shipmentId: string): void {
    this.cache.delete(shipmentId);
  }
}
