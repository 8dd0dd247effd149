import {
  shipmentEventsTo,
  parcelData,
  shipCommand,
  STAFF,
  SYSTEM,
  REQUESTER,
  BUYER,
} from '../testing/shipment-fixtures';
import { asShipmentStateLike, replayShipment } from './shipment.decider';
import { isShipmentError } from './shipment.errors';
import { decideMove, decidePlacement, holdersOf } from './shipment.placement';

const at = (status: Parameters<typeof shipmentEventsTo>[0], id: string) => replayShipment(shipmentEventsTo(status, id));
const code = (r: unknown) => (isShipmentError(r) ? r.code : 'events');

describe('placing an order in one shipment at a time', () => {
  const one = at('open', 'shp-1');
  // Just opened: no parcel yet.
  const two = replayShipment(shipmentEventsTo('open', 'shp-2').slice(0, 1));

  it('an order already in another shipment that has not departed is refused', () => {
    const add = shipCommand('AddParcel', parcelData('batch-a'), SYSTEM);
    const refused = decidePlacement(add, two, [asShipmentStateLike(one)]);
    expect(refused).toMatchObject({ code: 'SHIPMENT_PARCEL_IN_ANOTHER_SHIPMENT', params: { shipmentId: 'shp-1' } });
    expect(
      decidePlacement(shipCommand('AddParcel', parcelData('batch-c'), SYSTEM), two, [asShipmentStateLike(one)]),
    ).toEqual([
      { type: 'ParcelAdded', data: { batchId: 'batch-c', itemIds: ['batch-c-item-1'], weight: 250, movedFrom: null } },
    ]);
  });

  it('a departed shipment no longer holds its orders (more of their items may follow next week)', () => {
    const gone = at('departed', 'shp-1');
    expect(holdersOf('batch-a', [asShipmentStateLike(gone)])).toEqual([]);
    expect(
      code(decidePlacement(shipCommand('AddParcel', parcelData('batch-a'), SYSTEM), two, [asShipmentStateLike(gone)])),
    ).toBe('events');
  });

  it('the target’s own refusals come first (a requester is not told where the order is)', () => {
    const add = shipCommand('AddParcel', parcelData('batch-a'), REQUESTER);
    expect(code(decidePlacement(add, two, [asShipmentStateLike(one)]))).toBe('AUTH_NOT_AUTHORIZED');
  });
});

describe('moving a parcel between shipments', () => {
  const source = at('closed', 'shp-1');
  const target = replayShipment(shipmentEventsTo('open', 'shp-2').slice(0, 1));

  it('decides both streams: removed here, added there with where it came from', () => {
    const move = shipCommand('MoveParcel', { batchId: 'batch-b', toShipmentId: 'shp-2' }, STAFF);
    expect(decideMove(move, source, target)).toEqual({
      source: [{ type: 'ParcelRemoved', data: { batchId: 'batch-b', toShipmentId: 'shp-2' } }],
      target: [
        {
          type: 'ParcelAdded',
          data: { batchId: 'batch-b', itemIds: ['batch-b-item-1'], weight: 400, movedFrom: 'shp-1' },
        },
      ],
    });
    const toPool = shipCommand('MoveParcel', { batchId: 'batch-b', toShipmentId: null }, STAFF);
    expect(decideMove(toPool, source, null)).toMatchObject({ target: [] });
  });

  it('refuses a target that is missing, not open, at another warehouse, or already has the order', () => {
    const move = (to: string, t: typeof target | null) =>
      decideMove(shipCommand('MoveParcel', { batchId: 'batch-b', toShipmentId: to }, STAFF), source, t);
    expect(move('shp-2', null)).toMatchObject({ code: 'SHIPMENT_NOT_FOUND', params: { field: 'toShipmentId' } });
    expect(move('shp-3', target)).toMatchObject({ code: 'SHIPMENT_NOT_FOUND' });
    expect(move('shp-2', at('closed', 'shp-2'))).toMatchObject({
      code: 'SHIPMENT_NOT_OPEN',
      params: { status: 'closed' },
    });
    const tokyo = replayShipment([
      {
        type: 'ShipmentOpened',
        data: { shipmentId: 'shp-jp', warehouse: 'jp-tokyo', cutoffAt: '2026-03-04T10:00:00Z', openedAt: 'x' },
      },
    ]);
    expect(move('shp-jp', tokyo)).toMatchObject({ code: 'SHIPMENT_WAREHOUSE_MISMATCH' });
    expect(move('shp-2', at('open', 'shp-2'))).toMatchObject({ code: 'SHIPMENT_PARCEL_ALREADY_ADDED' });
    expect(
      code(decideMove(shipCommand('MoveParcel', { batchId: 'batch-b', toShipmentId: 'shp-2' }, BUYER), source, target)),
    ).toBe('AUTH_NOT_AUTHORIZED');
  });
});
