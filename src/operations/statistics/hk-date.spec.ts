import { datesOfMonth, hkDate, hkMonth, parseDate, parseMonth } from './hk-date';

describe('Hong Kong dates', () => {
  it('turns an instant into the Hong Kong calendar date (UTC+8)', () => {
    expect(hkDate(new Date('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
    expect(hkDate(new Date('2026-03-01T16:00:00.000Z'))).toBe('2026-03-02');
    expect(hkMonth(new Date('2026-03-31T16:00:00.000Z'))).toBe('2026-04');
  });

  it('accepts real dates and months only', () => {
    expect(parseDate('2026-02-28')).toBe('2026-02-28');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '20260101', '', 7, undefined, '2026-01-01T00:00'])
      expect(parseDate(bad)).toBeNull();
    expect(parseDate('2028-02-29')).toBe('2028-02-29');
    expect(parseMonth('2026-12')).toBe('2026-12');
    for (const bad of ['2026-13', '2026-00', '2026-1', '2026-01-01', undefined]) expect(parseMonth(bad)).toBeNull();
  });

  it('lists every day of a month', () => {
    expect(datesOfMonth('2026-02')).toHaveLength(28);
    expect(datesOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(datesOfMonth('2026-03')[0]).toBe('2026-03-01');
  });
});
