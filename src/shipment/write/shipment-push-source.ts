import { Injectable } from '@nestjs/common';
import { SHIPMENT_STREAM_PREFIX, shipmentIdOfStream, shipmentStreamId } from '@machines/shipment';
import type { ShipmentStatusValue } from '@contracts/shipments';
import { pushedAs, type PushSource, type Resend } from '../../platform/realtime/push-backstop';
import { shipmentChangedEnvelope } from './shipment-changed';
import { ShipmentWriter } from './shipment-writer';

/**
 * The shipment writer's `shipment:changed` for the push backstop (src/platform/realtime/push-backstop),
 * sent again from the shipment's current state when no instance delivered it.
 */
@Injectable()
export class ShipmentPushSource implements PushSource {
  readonly streamPrefix = SHIPMENT_STREAM_PREFIX;

  constructor(private readonly writer: ShipmentWriter) {}

  readonly pushed = pushedAs('shipment:changed', 'shipment_id', shipmentStreamId);

  async resend(streamId: string): Promise<Resend | undefined> {
    const shipmentId = shipmentIdOfStream(streamId);
    const current = await this.writer.load(shipmentId);
    if (current.revision < 0) return undefined;
    const status = String(current.state.value) as ShipmentStatusValue;
    return {
      revision: current.revision,
      envelopes: [shipmentChangedEnvelope(shipmentId, status, current.revision, current.position)],
    };
  }
}
