import { readShipmentsConfig } from './shipments.config';

describe('shipments config', () => {
  it('gives every warehouse the default schedule unless it is named', () => {
    const problems: string[] = [];
    const { shipments } = readShipmentsConfig({ SHIPMENT_CUTOFF: 'us=fri 09:30' }, problems);
    expect(problems).toEqual([]);
    expect(shipments.scheduleFor('us')).toEqual({
      cutoffWeekday: 5,
      cutoffTime: '09:30',
      departureDays: 2,
      transitDays: 7,
    });
    expect(shipments.scheduleFor('jp')).toEqual({
      cutoffWeekday: 3,
      cutoffTime: '18:00',
      departureDays: 2,
      transitDays: 4,
    });
    expect(shipments.scheduleFor('nowhere').transitDays).toBe(7);
    expect(shipments.freeStorageDays).toBe(14);
    expect(shipments.reminderDaysBefore).toEqual([3, 1]);
    expect(shipments.pickupCodeMaxAttempts).toBe(5);
    expect(shipments.pickupCodeLockMinutes).toBe(15);
  });

  it('refuses a cut-off it cannot read, naming the variable', () => {
    const problems: string[] = [];
    readShipmentsConfig({ SHIPMENT_CUTOFF: 'someday 25:00' }, problems);
    expect(problems.join('\n')).toMatch(/SHIPMENT_CUTOFF/);
    const transit: string[] = [];
    readShipmentsConfig({ SHIPMENT_TRANSIT_DAYS: 'us=-3' }, transit);
    expect(transit.join('\n')).toMatch(/transitDays/);
  });
});
