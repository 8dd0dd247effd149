import { shipmentIdFor, shipmentNumberOf } from './shipment-ids';

describe('shipment ids and numbers', () => {
  it('gives one id per warehouse and cut-off, the same on every call, UUID-shaped', () => {
    const id = shipmentIdFor('us', '2026-06-03T10:00:00.000Z');
    expect(id).toBe(shipmentIdFor('US', '2026-06-03T10:00:00.000Z'));
    expect(id).not.toBe(shipmentIdFor('us', '2026-06-10T10:00:00.000Z'));
    expect(id).not.toBe(shipmentIdFor('jp', '2026-06-03T10:00:00.000Z'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('numbers a shipment by warehouse, ISO year and week of its Hong Kong cut-off date', () => {
    expect(shipmentNumberOf('us', '2026-06-03T10:00:00.000Z')).toBe('SHP-US-2026-23');
    // 31 Dec 2026 20:00 UTC is Friday 1 Jan 2027 04:00 in Hong Kong: ISO week 53 of 2026.
    expect(shipmentNumberOf('jp', '2026-12-31T20:00:00.000Z')).toBe('SHP-JP-2026-53');
    expect(shipmentNumberOf('uk', '2027-01-04T10:00:00.000Z')).toBe('SHP-UK-2027-01');
  });
});
