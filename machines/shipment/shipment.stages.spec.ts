import { codeOf, SHIPPING_STAGES } from '../batch/status-table';
import { shipmentEventsTo } from '../testing/shipment-fixtures';
import { replayShipment, shipmentStatusOf } from './shipment.decider';
import { impliedStage, impliedStageOf, notAheadOf } from './shipment.stages';
import { SHIPMENT_STATUSES } from './shipment.types';

describe('the batch shipping stage a shipment implies', () => {
  it('departed → oversea_shipping, arrived_hk → arrived_local_warehouse, sorted → pickup or courier', () => {
    const table = SHIPMENT_STATUSES.map((s) => [s, impliedStage(s, 'pickup'), impliedStage(s, 'address')]);
    expect(table).toEqual([
      ['open', null, null],
      ['closed', null, null],
      ['departed', 'oversea_shipping', 'oversea_shipping'],
      ['arrived_hk', 'arrived_local_warehouse', 'arrived_local_warehouse'],
      ['sorted', 'bns_in', 'courier_delivery'],
    ]);
    expect(impliedStage('none', 'pickup')).toBeNull();
  });

  it('are shipping stages of the status table, each later than the one before', () => {
    for (const delivery of ['pickup', 'address'] as const) {
      const stages = SHIPMENT_STATUSES.map((s) => impliedStage(s, delivery)).filter((s) => s !== null);
      expect(stages.every((s) => (SHIPPING_STAGES as readonly string[]).includes(s))).toBe(true);
      const codes = stages.map(codeOf);
      expect(codes).toEqual([...codes].sort((a, b) => a - b));
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('only for the orders that travel: not a removed one, nor one left behind on hold', () => {
    const departed = replayShipment([
      ...shipmentEventsTo('closed'),
      { type: 'ParcelHeld', data: { batchId: 'batch-a', reason: 'customs' } },
      {
        type: 'ShipmentDeparted',
        data: { carrier: 'C', masterTrackingNumber: 'MAWB-1', departedAt: 'x', leftBehind: ['batch-a'] },
      },
    ]);
    const status = shipmentStatusOf(departed);
    expect(impliedStageOf(status, departed.context, 'batch-b', 'address')).toBe('oversea_shipping');
    expect(impliedStageOf(status, departed.context, 'batch-a', 'address')).toBeNull();
    expect(impliedStageOf(status, departed.context, 'batch-z', 'pickup')).toBeNull();
    const open = replayShipment([
      ...shipmentEventsTo('open'),
      { type: 'ParcelHeld', data: { batchId: 'batch-a', reason: 'r' } },
    ]);
    expect(impliedStageOf('open', open.context, 'batch-b', 'pickup')).toBeNull();
  });

  it('notAheadOf compares by the status table’s codes', () => {
    expect(notAheadOf(null, null)).toBe(true);
    expect(notAheadOf('oversea_shipping', 'arrived_local_warehouse')).toBe(true);
    expect(notAheadOf('arrived_local_warehouse', 'oversea_shipping')).toBe(false);
    expect(notAheadOf('oversea_shipping', null)).toBe(false);
  });
});
