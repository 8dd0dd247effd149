import type { ShipmentDetail, ShipmentParcel } from '@contracts/shipments';
import { csvField, manifestCsv, poundsOf } from './manifest-csv';

const parcel = (over: Partial<ShipmentParcel>): ShipmentParcel => ({
  batch_id: 'b1',
  batch_number: 'BN1',
  requester_name: 'Chan Tai Man',
  item_count: 2,
  weight: 1205,
  held: false,
  hold_reason: null,
  moved_from: null,
  order_status: 'received',
  destination: 'courier',
  ...over,
});

describe('the shipment manifest', () => {
  it('quotes commas, quotes and line breaks, and keeps spreadsheet formulas as text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Battery, "needs papers"')).toBe('"Battery, ""needs papers"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes pounds with two decimals from hundredths', () => {
    expect([poundsOf(0), poundsOf(5), poundsOf(1205), poundsOf(300)]).toEqual(['0.00', '0.05', '12.05', '3.00']);
  });

  it('has a header row and one line per parcel, held ones with their reason', () => {
    const detail = {
      shipment_number: 'SHP-US-2026-23',
      parcels: [parcel({}), parcel({ batch_number: 'BN2', held: true, hold_reason: 'Battery, "papers"', weight: 50 })],
    } as ShipmentDetail;
    expect(manifestCsv(detail).split('\r\n')).toEqual([
      'shipment_number,batch_number,requester,items,weight_lb,held,reason',
      'SHP-US-2026-23,BN1,Chan Tai Man,2,12.05,no,',
      'SHP-US-2026-23,BN2,Chan Tai Man,2,0.50,yes,"Battery, ""papers"""',
      '',
    ]);
  });
});
