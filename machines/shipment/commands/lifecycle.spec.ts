import type { ShipmentEvent } from '../shipment.events';
import { givenShipment } from '../../testing/shipment-given-when-then';
import {
  AFTER_CUTOFF,
  BEFORE_CUTOFF,
  CUTOFF,
  STAFF,
  SYSTEM,
  WAREHOUSE,
  openData,
  shipCommand,
  shipmentEventsTo,
} from '../../testing/shipment-fixtures';

const heldA: ShipmentEvent = { type: 'ParcelHeld', data: { batchId: 'batch-a', reason: 'box damaged' } };
const DEPART = { carrier: 'Cathay Cargo', masterTrackingNumber: 'MAWB-160-1234' };

describe('OpenShipment', () => {
  it('opens a shipment collecting one warehouse’s parcels until its cut-off', () => {
    givenShipment([])
      .when(shipCommand('OpenShipment', openData(), SYSTEM, BEFORE_CUTOFF))
      .then([
        {
          type: 'ShipmentOpened',
          data: { shipmentId: 'shp-1', warehouse: WAREHOUSE, cutoffAt: CUTOFF, openedAt: BEFORE_CUTOFF },
        },
      ]);
    givenShipment([])
      .when(shipCommand('OpenShipment', openData(), STAFF))
      .thenStatus('open');
  });

  it('needs an id, a warehouse and a cut-off instant, once', () => {
    const open = (data: Partial<ReturnType<typeof openData>>) =>
      givenShipment([]).when(shipCommand('OpenShipment', { ...openData(), ...data }));
    open({ shipmentId: ' ' }).thenError('SHIPMENT_VALIDATION', { field: 'shipmentId' });
    open({ warehouse: '' }).thenError('SHIPMENT_VALIDATION', { field: 'warehouse' });
    open({ cutoffAt: 'next Wednesday' }).thenError('SHIPMENT_VALIDATION', { field: 'cutoffAt' });
    open({ cutoffAt: '2026-02-30T10:00:00Z' }).thenError('SHIPMENT_VALIDATION', { field: 'cutoffAt' });
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('OpenShipment', openData()))
      .thenError('SHIPMENT_ALREADY_EXISTS');
  });
});

describe('CloseShipment', () => {
  it('the scheduler closes at the cut-off, staff at any time while open', () => {
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('CloseShipment', {}, SYSTEM, AFTER_CUTOFF))
      .then([{ type: 'ShipmentClosed', data: { closedAt: AFTER_CUTOFF, atCutoff: true } }]);
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('CloseShipment', {}, STAFF, BEFORE_CUTOFF))
      .then([{ type: 'ShipmentClosed', data: { closedAt: BEFORE_CUTOFF, atCutoff: false } }]);
  });

  it('the scheduler does not close early; a closed or departed shipment cannot close again', () => {
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('CloseShipment', {}, SYSTEM, '2026-03-04T09:59:59.999Z'))
      .thenError('SHIPMENT_CUTOFF_NOT_REACHED');
    givenShipment(shipmentEventsTo('closed')).when(shipCommand('CloseShipment', {})).thenError('SHIPMENT_NOT_OPEN');
    givenShipment(shipmentEventsTo('departed'))
      .when(shipCommand('CloseShipment', {}))
      .thenError('SHIPMENT_ALREADY_DEPARTED');
    givenShipment([]).when(shipCommand('CloseShipment', {})).thenError('SHIPMENT_NOT_FOUND');
  });
});

describe('MarkDeparted', () => {
  it('a closed shipment departs with its carrier and master tracking number', () => {
    givenShipment(shipmentEventsTo('closed'))
      .when(
        shipCommand(
          'MarkDeparted',
          { carrier: ' Cathay Cargo ', masterTrackingNumber: 'MAWB-160-1234' },
          STAFF,
          AFTER_CUTOFF,
        ),
      )
      .then([
        {
          type: 'ShipmentDeparted',
          data: {
            carrier: 'Cathay Cargo',
            masterTrackingNumber: 'MAWB-160-1234',
            departedAt: AFTER_CUTOFF,
            leftBehind: [],
          },
        },
      ]);
  });

  it('leaves held parcels behind: the departed shipment lists only what left', () => {
    const departed = givenShipment([...shipmentEventsTo('closed'), heldA])
      .when(shipCommand('MarkDeparted', DEPART))
      .thenStatus('departed');
    expect(departed.context.parcels.map((p) => p.batchId)).toEqual(['batch-b']);
    expect(departed.context.leftBehind).toEqual(['batch-a']);
    expect(departed.context.held).toEqual([]);
  });

  it('names the missing field; refuses an empty load, an open or a departed shipment', () => {
    const at = givenShipment(shipmentEventsTo('closed'));
    at.when(shipCommand('MarkDeparted', { ...DEPART, carrier: '  ' })).thenError('SHIPMENT_VALIDATION', {
      field: 'carrier',
    });
    at.when(shipCommand('MarkDeparted', { ...DEPART, masterTrackingNumber: '' })).thenError('SHIPMENT_VALIDATION', {
      field: 'masterTrackingNumber',
    });
    at.when(shipCommand('MarkDeparted', { ...DEPART, masterTrackingNumber: 'MAWB 160/12' })).thenError(
      'SHIPMENT_VALIDATION',
      { field: 'masterTrackingNumber' },
    );
    const allHeld: ShipmentEvent[] = [
      ...shipmentEventsTo('closed'),
      heldA,
      { type: 'ParcelHeld', data: { batchId: 'batch-b', reason: 'r' } },
    ];
    givenShipment(allHeld).when(shipCommand('MarkDeparted', DEPART)).thenError('SHIPMENT_NOTHING_TO_SHIP');
    givenShipment(shipmentEventsTo('open'))
      .when(shipCommand('MarkDeparted', DEPART))
      .thenError('SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE', { status: 'open' });
    givenShipment(shipmentEventsTo('departed'))
      .when(shipCommand('MarkDeparted', DEPART))
      .thenError('SHIPMENT_ALREADY_DEPARTED');
    givenShipment(shipmentEventsTo('closed'))
      .when(shipCommand('MarkDeparted', DEPART, SYSTEM))
      .thenError('AUTH_NOT_AUTHORIZED');
  });
});

describe('MarkArrivedHk and MarkSorted', () => {
  it('a departed shipment arrives in Hong Kong, then is sorted (final)', () => {
    givenShipment(shipmentEventsTo('departed'))
      .when(shipCommand('MarkArrivedHk', {}, STAFF, '2026-03-09T03:00:00.000Z'))
      .then([{ type: 'ShipmentArrivedHk', data: { arrivedAt: '2026-03-09T03:00:00.000Z' } }]);
    const sorted = givenShipment(shipmentEventsTo('arrived_hk'))
      .when(shipCommand('MarkSorted', {}))
      .thenStatus('sorted');
    expect(sorted.status).toBe('done');
  });

  it('in order only, by staff only', () => {
    givenShipment(shipmentEventsTo('closed'))
      .when(shipCommand('MarkArrivedHk', {}))
      .thenError('SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE');
    givenShipment(shipmentEventsTo('departed'))
      .when(shipCommand('MarkSorted', {}))
      .thenError('SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE');
    givenShipment(shipmentEventsTo('sorted'))
      .when(shipCommand('MarkSorted', {}))
      .thenError('SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE');
    givenShipment(shipmentEventsTo('departed'))
      .when(shipCommand('MarkArrivedHk', {}, SYSTEM))
      .thenError('AUTH_NOT_AUTHORIZED');
  });
});
