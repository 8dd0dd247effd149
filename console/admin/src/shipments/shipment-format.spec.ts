import type { ShipmentMoveProgress } from '@contracts/shipments';
import {
  carrierText,
  currentMoves,
  failureReason,
  manifestFileName,
  movesText,
  moveTargets,
  shipmentStatusText,
  weightLb,
} from './shipment-format';

/** Echoes the key with its options, as the tests need to see what would be translated. */
const translate = (key: string, options?: Record<string, unknown>) => {
  const { _: fallback, ...params } = options ?? {};
  if (key.startsWith('errors.') && key !== 'errors.generic' && key !== 'errors.SHIPMENT_NOT_OPEN')
    return String(fallback);
  return Object.keys(params).length ? `${key}${JSON.stringify(params)}` : key;
};

const progress = (over: Partial<ShipmentMoveProgress> = {}): ShipmentMoveProgress => ({
  shipment_id: 's1',
  event_type: 'ShipmentDeparted',
  target_stage: 'oversea_shipping',
  total: 10,
  moved: 7,
  pending: 0,
  failed: [],
  done: false,
  ...over,
});

describe('shipment wording (console Shipments resource)', () => {
  it('shows hundredths of a pound as pounds with two decimals', () => {
    expect(weightLb(1250)).toBe('12.50 lb');
    expect(weightLb(0)).toBe('0.00 lb');
    expect(weightLb(7)).toBe('0.07 lb');
    expect(weightLb(null)).toBe('—');
  });

  it('names the status and the carrier with its master tracking number', () => {
    expect(shipmentStatusText(translate, 'arrived_hk')).toBe('admin.shipments.statuses.arrived_hk');
    expect(shipmentStatusText(translate, null)).toBe('—');
    expect(carrierText({ carrier: 'Cathay Cargo', master_tracking_number: 'MAWB-160-1001' })).toBe(
      'Cathay Cargo · MAWB-160-1001',
    );
    expect(carrierText({ carrier: null, master_tracking_number: null })).toBe('—');
  });

  it('says "n of m orders moved", then what is pending and what failed', () => {
    expect(movesText(translate, progress())).toBe('admin.shipments.moves.progress{"moved":7,"total":10}');
    expect(
      movesText(
        translate,
        progress({ pending: 1, failed: [{ batch_id: 'b1', batch_number: 'B1', code: 'X_Y', message: 'x' }] }),
      ),
    ).toBe(
      'admin.shipments.moves.progress{"moved":7,"total":10} · admin.shipments.moves.pending{"count":1} · admin.shipments.moves.failedCount{"count":1}',
    );
  });

  it("translates a failure's code, falling back to the generic message, never the server's English", () => {
    const failure = { batch_id: 'b1', batch_number: 'B1', message: 'English text' };
    expect(failureReason(translate, { ...failure, code: 'SHIPMENT_NOT_OPEN' })).toBe('errors.SHIPMENT_NOT_OPEN');
    expect(failureReason(translate, { ...failure, code: 'SOMETHING_UNKNOWN' })).toBe('errors.generic');
  });

  it('offers as move targets only the other open or closed shipments of the same warehouse', () => {
    const rows = [
      { id: 's1', warehouse: 'us', status: 'open' as const },
      { id: 's2', warehouse: 'us', status: 'closed' as const },
      { id: 's3', warehouse: 'us', status: 'departed' as const },
      { id: 's4', warehouse: 'jp', status: 'open' as const },
      { id: 's5', warehouse: 'us', status: 'open' as const },
    ];
    expect(moveTargets(rows, { id: 's1', warehouse: 'us' }).map((r) => r.id)).toEqual(['s2', 's5']);
  });

  it("shows the latest push for this shipment over the page's read, and ignores another shipment's", () => {
    const read = progress({ moved: 2 });
    expect(currentMoves(read, null, 's1')).toBe(read);
    expect(currentMoves(read, progress({ moved: 5 }), 's1')?.moved).toBe(5);
    expect(currentMoves(read, progress({ shipment_id: 's2', moved: 9 }), 's1')).toBe(read);
    expect(currentMoves(null, null, 's1')).toBeNull();
  });

  it('names the manifest file after the shipment number', () => {
    expect(manifestFileName('SHP-US-2026-48')).toBe('manifest-SHP-US-2026-48');
    expect(manifestFileName('SHP US/48')).toBe('manifest-SHP-US-48');
  });
});
