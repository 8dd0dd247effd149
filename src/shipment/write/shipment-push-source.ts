import { Injectable } from '@nestjs/common';
import { SHIPMENT_STREAM_PREFIX, shipmentIdOfStream, shipmentStreamId } from '@machines/shipment';
import type { ShipmentStatusValue } from '@contracts/shipments';
import type { PushSource, Resend } from '../../platform/realtime/push-backstop';
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

  pushed(event: string, data: Record<string, unknown>): { streamId: string; revision: number } | undefined {
    if (event !== 'shipment:changed' || typeof data.shipment_id !== 'string' || typeof data.revision !== 'number')
      return undefined;
    return { streamId: shipmentStreamId(data.shipment_id), revision: data.revision };
  }

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
