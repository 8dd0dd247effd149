import fc from 'fast-check';
import { checkSchedule, expectedArrival, nextCutoff, type WeeklySchedule } from './shipment.cutoff';
import { isShipmentError } from './shipment.errors';
import { hongKongDay, instantOf, isoOf, isoWeekday } from './shipment.time';

/** Wednesday 18:00 Hong Kong time, departing two days later (Friday), four days in transit. */
const WEEKLY: WeeklySchedule = { cutoffWeekday: 3, cutoffTime: '18:00', departureDays: 2, transitDays: 4 };

describe('nextCutoff', () => {
  it('“ships with the shipment of Fri 5 Dec if approved by Wed 3 Dec 18:00”', () => {
    expect(nextCutoff(WEEKLY, '2025-12-01T04:00:00.000Z')).toEqual({
      cutoffAt: '2025-12-03T10:00:00.000Z',
      cutoffDate: '2025-12-03',
      cutoffWeekday: 3,
      cutoffTime: '18:00',
      shipsOn: '2025-12-05',
      shipsOnWeekday: 5,
      expectedArrivalOn: '2025-12-09',
    });
  });

  it('counts in Hong Kong time: the cut-off instant itself still makes it, a moment later waits a week', () => {
    const cutoffOf = (now: string) => {
      const r = nextCutoff(WEEKLY, now);
      return isShipmentError(r) ? r.code : r.cutoffAt;
    };
    expect(cutoffOf('2025-12-03T10:00:00.000Z')).toBe('2025-12-03T10:00:00.000Z');
    expect(cutoffOf('2025-12-03T18:00:00+08:00')).toBe('2025-12-03T10:00:00.000Z');
    expect(cutoffOf('2025-12-03T10:00:00.001Z')).toBe('2025-12-10T10:00:00.000Z');
    // Tuesday 17:00 UTC is already Wednesday 01:00 in Hong Kong: the same day's cut-off.
    expect(cutoffOf('2025-12-02T17:00:00.000Z')).toBe('2025-12-03T10:00:00.000Z');
    // Wednesday 20:00 UTC is Thursday 04:00 in Hong Kong: next week's.
    expect(cutoffOf('2025-12-03T20:00:00.000Z')).toBe('2025-12-10T10:00:00.000Z');
    expect(cutoffOf('2025-12-31T10:00:01.000Z')).toBe('2026-01-07T10:00:00.000Z');
  });

  it.each([
    {
      what: 'a Sunday-midnight cut-off',
      schedule: { cutoffWeekday: 7, cutoffTime: '00:00' },
      now: '2028-02-27T12:00:00Z',
      expected: { cutoffAt: '2028-03-04T16:00:00.000Z', cutoffDate: '2028-03-05', shipsOn: '2028-03-05' },
    },
    {
      what: 'a leap day',
      schedule: { cutoffWeekday: 2, cutoffTime: '09:30' },
      now: '2028-02-28T12:00:00Z',
      expected: { cutoffDate: '2028-02-29', cutoffAt: '2028-02-29T01:30:00.000Z', expectedArrivalOn: '2028-03-04' },
    },
  ])('any weekday and time: $what', ({ schedule, now, expected }) => {
    expect(nextCutoff({ ...WEEKLY, ...schedule, departureDays: 0 }, now)).toMatchObject(expected);
  });

  it('is the first cut-off at or after now, always on the configured weekday and time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (nowMs, weekday, h, m) => {
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const r = nextCutoff({ ...WEEKLY, cutoffWeekday: weekday, cutoffTime: time }, isoOf(nowMs));
          if (isShipmentError(r)) throw new Error(r.code);
          const at = instantOf(r.cutoffAt) as number;
          expect(at).toBeGreaterThanOrEqual(nowMs);
          expect(at - nowMs).toBeLessThan(7 * 24 * 3600 * 1000);
          expect(isoWeekday(hongKongDay(at))).toBe(weekday);
          expect(new Date(at + 8 * 3600 * 1000).toISOString().slice(11, 16)).toBe(time);
        },
      ),
    );
  });

  it('refuses a schedule or a time it cannot read, naming the field', () => {
    const field = (schedule: Partial<WeeklySchedule>, now = '2025-12-01T00:00:00Z') => {
      const r = nextCutoff({ ...WEEKLY, ...schedule }, now);
      return isShipmentError(r) ? r.params.field : 'ok';
    };
    expect(field({ cutoffWeekday: 0 })).toBe('cutoffWeekday');
    expect(field({ cutoffWeekday: 8 })).toBe('cutoffWeekday');
    expect(field({ cutoffTime: '24:00' })).toBe('cutoffTime');
    expect(field({ cutoffTime: '9:00' })).toBe('cutoffTime');
    expect(field({ departureDays: -1 })).toBe('departureDays');
    expect(field({ transitDays: 1.5 })).toBe('transitDays');
    expect(field({}, '2025-12-01')).toBe('now');
    expect(checkSchedule(WEEKLY)).toBeNull();
  });
});

describe('expectedArrival', () => {
  it('is the Hong Kong date of departure plus the transit days', () => {
    // Friday 17:00 UTC is Saturday 01:00 in Hong Kong.
    expect(expectedArrival('2025-12-05T17:00:00.000Z', 4)).toBe('2025-12-10');
    expect(expectedArrival('2025-12-05T10:00:00.000Z', 0)).toBe('2025-12-05');
    expect(expectedArrival('2025-12-29T02:00:00+08:00', 5)).toBe('2026-01-03');
    expect(isShipmentError(expectedArrival('soon', 3))).toBe(true);
    expect(expectedArrival('2025-12-05T10:00:00Z', -2)).toMatchObject({ params: { field: 'transitDays' } });
  });
});

describe('shipment.time', () => {
  it('reads and writes instants as the platform’s Date does, without a clock', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000_000, max: 8_000_000_000_000 }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(isoOf(ms)).toBe(iso);
        expect(instantOf(iso)).toBe(ms);
        expect(isoWeekday(hongKongDay(ms))).toBe(((new Date(ms + 8 * 3600 * 1000).getUTCDay() + 6) % 7) + 1);
      }),
    );
    expect(instantOf('2025-12-03T18:00:00+08:00')).toBe(instantOf('2025-12-03T10:00:00Z'));
    expect(instantOf('2025-12-03T10:00Z')).toBe(Date.parse('2025-12-03T10:00:00Z'));
    for (const bad of [
      '2025-02-29T00:00:00Z',
      '2025-12-03T24:00:00Z',
      '2025-12-03 10:00:00Z',
      '2025-12-03T10:00:00',
      42,
    ]) {
      expect(instantOf(bad)).toBeNull();
    }
  });
});
