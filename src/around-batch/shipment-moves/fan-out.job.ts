import { Inject, Injectable } from '@nestjs/common';
import { replayShipment, shipmentStreamId, type ShipmentEvent } from '@machines/shipment';
import { Clock } from '../../platform/clock/clock';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import type { Job } from '../../platform/jobs/job.types';
import { travellingOrders } from './move-targets';
import { ShipmentMovesPush } from './shipment-moves.push';
import { ShipmentMovesRepository } from './shipment-moves.repository';
import type { FanOutPayload } from './shipment-moves.types';

/**
 * A shipment event's fan-out: the shipment as it stood at that event (its stream read up to the
 * event's revision, never further) says which orders travel; each gets a row and a move job in one
 * statement. A re-run (crash before "done", a second instance after the lease) adds nothing.
 */
@Injectable()
export class FanOutJob {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly moves: ShipmentMovesRepository,
    private readonly push: ShipmentMovesPush,
    private readonly clock: Clock,
  ) {}

  async run(job: Job<FanOutPayload>): Promise<void> {
    const { shipmentId, eventRevision } = job.payload;
    const recorded = await this.store.readStream(shipmentStreamId(shipmentId), { maxCount: eventRevision + 1 });
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as ShipmentEvent);
    const orders = travellingOrders(replayShipment(events).context);
    await this.moves.schedule(job.payload, orders, this.clock.now());
    this.push.changed(shipmentId);
  }
}
