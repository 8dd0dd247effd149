import {
  BACK_TO_POOL,
  fitsParcel,
  missingInputs,
  offeredActions,
  refusedInput,
  retryMovesRequest,
  SHIPMENT_ACTIONS,
  shipmentRequest,
} from './shipment-actions';

const action = (key: string) => SHIPMENT_ACTIONS.find((a) => a.key === key)!;

describe('shipment actions (console Shipments resource)', () => {
  it('offers staff only what the machine allows now, shipment and parcel actions apart; auditors get none', () => {
    const allowed = ['MarkDeparted', 'HoldParcel', 'ReleaseParcel', 'MoveParcel'];
    expect(offeredActions(allowed, 'staff', false).map((a) => a.key)).toEqual(['depart']);
    expect(offeredActions(allowed, 'staff', true).map((a) => a.key)).toEqual(['hold', 'release', 'move']);
    expect(offeredActions(allowed, 'auditor', false)).toEqual([]);
    expect(offeredActions(allowed, 'auditor', true)).toEqual([]);
    expect(offeredActions(undefined, 'staff', false)).toEqual([]);
    expect(offeredActions(['OpenShipment', 'AddParcel'], 'staff', false)).toEqual([]);
  });

  it('offers hold on a parcel not held and release on a held one', () => {
    expect([false, true].map((held) => fitsParcel(action('hold'), held))).toEqual([true, false]);
    expect([false, true].map((held) => fitsParcel(action('release'), held))).toEqual([false, true]);
    expect([false, true].map((held) => fitsParcel(action('move'), held))).toEqual([true, true]);
  });

  it('maps each action to its route, method and body (trimmed text)', () => {
    expect(shipmentRequest('close', 's/1')).toEqual({ method: 'PUT', path: '/api/admin/shipments/s%2F1/close' });
    expect(
      shipmentRequest('depart', 's1', { carrier: ' Cathay Cargo ', master_tracking_number: ' MAWB-160-1001 ' }),
    ).toEqual({
      method: 'PUT',
      path: '/api/admin/shipments/s1/depart',
      body: { carrier: 'Cathay Cargo', master_tracking_number: 'MAWB-160-1001' },
    });
    expect(shipmentRequest('arrive', 's1').path).toBe('/api/admin/shipments/s1/arrive');
    expect(shipmentRequest('sort', 's1').path).toBe('/api/admin/shipments/s1/sort');
    expect(shipmentRequest('hold', 's1', { reason: ' damaged box ' }, 'b1')).toEqual({
      method: 'PUT',
      path: '/api/admin/shipments/s1/parcels/b1/hold',
      body: { reason: 'damaged box' },
    });
    expect(shipmentRequest('release', 's1', {}, 'b1')).toEqual({
      method: 'PUT',
      path: '/api/admin/shipments/s1/parcels/b1/release',
    });
    expect(retryMovesRequest('s1')).toEqual({ method: 'POST', path: '/api/admin/shipments/s1/moves/retry' });
  });

  it('moves a parcel to another shipment, or back to the pool as a null target', () => {
    expect(shipmentRequest('move', 's1', { to_shipment_id: 's2' }, 'b1')).toEqual({
      method: 'PUT',
      path: '/api/admin/shipments/s1/parcels/b1/move',
      body: { to_shipment_id: 's2' },
    });
    expect(shipmentRequest('move', 's1', { to_shipment_id: BACK_TO_POOL }, 'b1').body).toEqual({
      to_shipment_id: null,
    });
  });

  it('waits for every input: blank text or no pick keeps the confirm button off', () => {
    expect(missingInputs(action('close'), {})).toBe(false);
    expect(missingInputs(action('depart'), { carrier: 'DHL', master_tracking_number: '  ' })).toBe(true);
    expect(missingInputs(action('depart'), { carrier: 'DHL', master_tracking_number: 'MAWB-1' })).toBe(false);
    expect(missingInputs(action('move'), {})).toBe(true);
    expect(missingInputs(action('move'), { to_shipment_id: BACK_TO_POOL })).toBe(false);
  });

  it("puts a refusal naming a dialog's input under that input, whichever way the server spells the field", () => {
    const depart = action('depart');
    expect(refusedInput(depart, 'SHIPMENT_VALIDATION', { field: 'masterTrackingNumber' })).toBe(
      'master_tracking_number',
    );
    expect(refusedInput(depart, 'VALIDATION_FAILED', { field: 'master_tracking_number' })).toBe(
      'master_tracking_number',
    );
    expect(refusedInput(depart, 'SHIPMENT_VALIDATION', { field: 'carrier' })).toBe('carrier');
    // Another code, a field of another dialog, or none: a notice instead.
    expect(refusedInput(depart, 'SHIPMENT_NOTHING_TO_SHIP', { field: 'carrier' })).toBeNull();
    expect(refusedInput(depart, 'SHIPMENT_VALIDATION', { field: 'reason' })).toBeNull();
    expect(refusedInput(depart, 'SHIPMENT_VALIDATION', {})).toBeNull();
    expect(refusedInput(action('hold'), 'SHIPMENT_VALIDATION', { field: 'reason' })).toBe('reason');
  });
});
