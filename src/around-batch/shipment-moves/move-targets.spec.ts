import { EMPTY_SHIPMENT } from '@machines/shipment';
import { alreadyAt, eventTarget, orderTarget, travellingOrders } from './move-targets';
import { shipmentMovesReaction } from './shipment-moves.reaction';
import { fanOutKey, moveKey } from './shipment-moves.types';

const parcel = (batchId: string) => ({ batchId, itemIds: ['i'], weight: 100, movedFrom: null });
const pickup = { delivery: { kind: 'pickup' as const, locationId: 'bns-hq' } };
const address = {
  delivery: { kind: 'address' as const, address: {} as never },
};

describe('shipment moves: targets', () => {
  it('moves the parcels that travel: held and left-behind ones stay', () => {
    const ctx = {
      ...EMPTY_SHIPMENT,
      parcels: [parcel('a'), parcel('b'), parcel('c')],
      held: [{ batchId: 'b', reason: 'x' }],
      leftBehind: ['c'],
    };
    expect(travellingOrders(ctx)).toEqual(['a']);
  });

  it('maps each event to the spec stage, sorting by the order delivery', () => {
    expect(orderTarget('ShipmentDeparted', pickup)).toBe('oversea_shipping');
    expect(orderTarget('ShipmentArrivedHk', address)).toBe('arrived_local_warehouse');
    expect(orderTarget('ShipmentSorted', pickup)).toBe('bns_in');
    expect(orderTarget('ShipmentSorted', address)).toBe('courier_delivery');
    expect(eventTarget('ShipmentDeparted')).toBe('oversea_shipping');
    expect(eventTarget('ShipmentSorted')).toBe('by_delivery');
  });

  it('counts an order at or past its target as moved, one behind as not', () => {
    expect(alreadyAt({ shippingStage: 'oversea_shipping' }, 'oversea_shipping')).toBe(true);
    expect(alreadyAt({ shippingStage: 'arrived_local_warehouse' }, 'oversea_shipping')).toBe(true);
    expect(alreadyAt({ shippingStage: 'arrived_oversea_warehouse' }, 'oversea_shipping')).toBe(false);
    expect(alreadyAt({ shippingStage: null }, 'oversea_shipping')).toBe(false);
  });
});

describe('shipment moves: reaction', () => {
  const logged = (streamId: string, type: string) => ({
    position: '1',
    streamId,
    streamRevision: 4,
    eventId: '00000000-0000-4000-8000-000000000001',
    type,
    schemaVersion: 1,
    data: {},
    metadata: { correlationId: 'req-9' },
    createdAt: new Date(0),
  });

  it('asks one fan-out per moving shipment event, keyed by the event', () => {
    const job = shipmentMovesReaction.select(logged('shipment-s1', 'ShipmentDeparted') as never);
    expect(job?.kind).toBe('shipment-moves.fan-out');
    expect(job?.key).toBe(fanOutKey('00000000-0000-4000-8000-000000000001'));
    expect(job?.payload).toMatchObject({ shipmentId: 's1', eventRevision: 4, correlationId: 'req-9' });
  });

  it('ignores other shipment events and batch events of the same names', () => {
    expect(shipmentMovesReaction.select(logged('shipment-s1', 'ShipmentClosed') as never)).toBeNull();
    expect(shipmentMovesReaction.select(logged('batch-b1', 'ShipmentDeparted') as never)).toBeNull();
  });

  it('gives a retry its own key', () => {
    expect(moveKey('e', 'b')).toBe('shipment-moves.move:e:b');
    expect(moveKey('e', 'b', 2)).toBe('shipment-moves.move:e:b#2');
  });
});
