import type { ShipmentEvent } from '../shipment.events';
import { givenShipment } from '../../testing/shipment-given-when-then';
import { STAFF, SYSTEM, parcelData, shipCommand, shipmentEventsTo } from '../../testing/shipment-fixtures';

const heldA: ShipmentEvent = { type: 'ParcelHeld', data: { batchId: 'batch-a', reason: 'box damaged' } };

describe('AddParcel', () => {
  it('an order’s approved items join the open shipment of their warehouse', () => {
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('AddParcel', parcelData('batch-c', 120), SYSTEM))
      .then([
        {
          type: 'ParcelAdded',
          data: { batchId: 'batch-c', itemIds: ['batch-c-item-1'], weight: 120, movedFrom: null },
        },
      ]);
    const next = givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('AddParcel', parcelData('batch-c'), SYSTEM))
      .thenStatus('open');
    expect(next.context.parcels.map((p) => p.batchId)).toEqual(['batch-a', 'batch-b', 'batch-c']);
  });

  it('refuses an order already in it, another warehouse’s, and bad lines', () => {
    const open = givenShipment(shipmentEventsTo('open'));
    open.when(shipCommand('AddParcel', parcelData('batch-a'), SYSTEM)).thenError('SHIPMENT_PARCEL_ALREADY_ADDED', {
      batchId: 'batch-a',
    });
    open
      .when(shipCommand('AddParcel', { ...parcelData('batch-c'), warehouse: 'jp-tokyo' }, SYSTEM))
      .thenError('SHIPMENT_WAREHOUSE_MISMATCH', { field: 'warehouse' });
    open
      .when(shipCommand('AddParcel', { ...parcelData('batch-c'), itemIds: [] }, SYSTEM))
      .thenError('SHIPMENT_VALIDATION', {
        field: 'itemIds',
      });
    open
      .when(shipCommand('AddParcel', { ...parcelData('batch-c'), itemIds: ['i', 'i'] }, SYSTEM))
      .thenError('SHIPMENT_VALIDATION', { field: 'itemIds' });
    open
      .when(shipCommand('AddParcel', { ...parcelData('batch-c'), weight: -1 }, SYSTEM))
      .thenError('SHIPMENT_VALIDATION', {
        field: 'weight',
      });
    open
      .when(shipCommand('AddParcel', { ...parcelData('batch-c'), weight: 1.5 }, SYSTEM))
      .thenError('SHIPMENT_VALIDATION', {
        field: 'weight',
      });
    open
      .when(shipCommand('AddParcel', { ...parcelData('batch-c'), movedFrom: 'shp-1' }, SYSTEM))
      .thenError('SHIPMENT_VALIDATION', { field: 'movedFrom' });
  });

  it('a closed shipment takes no parcel, a departed one cannot be edited', () => {
    givenShipment(shipmentEventsTo('closed'))
      .when(shipCommand('AddParcel', parcelData('batch-c'), SYSTEM))
      .thenError('SHIPMENT_CLOSED', { status: 'closed' });
    for (const status of ['departed', 'arrived_hk', 'sorted'] as const) {
      givenShipment(shipmentEventsTo(status))
        .when(shipCommand('AddParcel', parcelData('batch-c'), SYSTEM))
        .thenError('SHIPMENT_ALREADY_DEPARTED', { status });
    }
    givenShipment([])
      .when(shipCommand('AddParcel', parcelData('batch-c'), SYSTEM))
      .thenError('SHIPMENT_NOT_FOUND');
  });
});

describe('MoveParcel', () => {
  it('staff take a parcel out: to another shipment, or back to the pool', () => {
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('MoveParcel', { batchId: 'batch-a', toShipmentId: 'shp-2' }))
      .then([{ type: 'ParcelRemoved', data: { batchId: 'batch-a', toShipmentId: 'shp-2' } }]);
    const next = givenShipment([...shipmentEventsTo('closed'), heldA])
      .when(shipCommand('MoveParcel', { batchId: 'batch-a', toShipmentId: null }))
      .thenStatus('closed');
    expect(next.context.parcels.map((p) => p.batchId)).toEqual(['batch-b']);
    expect(next.context.held).toEqual([]);
  });

  it('refuses an order not in it, itself as the target, and a departed shipment', () => {
    const open = givenShipment(shipmentEventsTo('open'));
    open
      .when(shipCommand('MoveParcel', { batchId: 'batch-x', toShipmentId: null }))
      .thenError('SHIPMENT_PARCEL_NOT_FOUND');
    open
      .when(shipCommand('MoveParcel', { batchId: 'batch-a', toShipmentId: 'shp-1' }))
      .thenError('SHIPMENT_VALIDATION', {
        field: 'toShipmentId',
      });
    givenShipment(shipmentEventsTo('departed'))
      .when(shipCommand('MoveParcel', { batchId: 'batch-a', toShipmentId: null }))
      .thenError('SHIPMENT_ALREADY_DEPARTED');
    open
      .when(shipCommand('MoveParcel', { batchId: 'batch-a', toShipmentId: null }, SYSTEM))
      .thenError('AUTH_NOT_AUTHORIZED');
  });
});

describe('HoldParcel and ReleaseParcel', () => {
  it('staff hold a parcel with a reason and release it again, while open or closed', () => {
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('HoldParcel', { batchId: 'batch-a', reason: 'box damaged' }))
      .then([heldA]);
    givenShipment([...shipmentEventsTo('closed'), heldA])
      .when(shipCommand('ReleaseParcel', { batchId: 'batch-a' }))
      .then([{ type: 'ParcelReleased', data: { batchId: 'batch-a' } }]);
  });

  it('refuses holding twice, releasing what is not held, no reason, and after departure', () => {
    givenShipment([...shipmentEventsTo('open'), heldA])
      .when(shipCommand('HoldParcel', { batchId: 'batch-a', reason: 'again' }))
      .thenError('SHIPMENT_PARCEL_ALREADY_HELD');
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('HoldParcel', { batchId: 'batch-a', reason: ' ' }))
      .thenError('SHIPMENT_VALIDATION', { field: 'reason' });
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('ReleaseParcel', { batchId: 'batch-a' }))
      .thenError('SHIPMENT_PARCEL_NOT_HELD');
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('HoldParcel', { batchId: 'batch-z', reason: 'r' }))
      .thenError('SHIPMENT_PARCEL_NOT_FOUND');
    givenShipment(shipmentEventsTo('arrived_hk'))
      .when(shipCommand('HoldParcel', { batchId: 'batch-a', reason: 'r' }))
      .thenError('SHIPMENT_ALREADY_DEPARTED');
    givenShipment(shipmentEventsTo('sorted'))
      .when(shipCommand('ReleaseParcel', { batchId: 'batch-a' }, STAFF))
      .thenError('SHIPMENT_ALREADY_DEPARTED');
  });
});
