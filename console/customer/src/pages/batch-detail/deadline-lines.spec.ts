import type { DeadlinesView } from '@contracts/batch/deadlines';
import { dayText, dayTimeText, deadlineLines } from './deadline-lines';

describe('deadline lines (the order page’s deadlines panel)', () => {
  const none: DeadlinesView = { cutoff: null, expected_arrival_on: null, pickup: null };
  const pickup = {
    free_storage_days: 14,
    extended_days: 0,
    free_until: '2026-12-19T15:59:59.000Z',
    days_left: 5,
    overdue: false,
    extensions: [],
  };

  it('formats Hong Kong dates with a short weekday in the reader’s locale', () => {
    expect(dayText('2026-12-04', 'en-hk')).toBe('Fri, 4 Dec');
    expect(dayText('2026-12-04', 'zh-hk')).toBe('12月4日週五');
    // 10:00 UTC is 18:00 in Hong Kong whatever the machine's zone.
    expect(dayTimeText('2026-12-02T10:00:00Z', 'en-hk')).toBe('Wed, 2 Dec, 18:00');
    expect(dayTimeText('2026-12-02T10:00:00Z', 'zh-tw')).toBe('12月2日週三 18:00');
  });

  it('leaves unreadable values as they came rather than showing "Invalid Date"', () => {
    expect(dayText('soon', 'en-hk')).toBe('soon');
    expect(dayTimeText('later', 'en-hk')).toBe('later');
  });

  it('before shipping: the cut-off sentence and the arrival it leads to', () => {
    const lines = deadlineLines(
      {
        ...none,
        cutoff: { cutoff_at: '2026-12-02T10:00:00Z', ships_on: '2026-12-04', expected_arrival_on: '2026-12-11' },
      },
      'en-hk',
    );
    expect(lines).toEqual([
      { key: 'order.deadlines.cutoff', params: { ships: 'Fri, 4 Dec', cutoff: 'Wed, 2 Dec, 18:00' } },
      { key: 'order.deadlines.arrival', params: { date: 'Fri, 11 Dec' } },
    ]);
  });

  it('in overseas shipping: the expected arrival only', () => {
    expect(deadlineLines({ ...none, expected_arrival_on: '2026-12-11' }, 'en-hk')).toEqual([
      { key: 'order.deadlines.arrival', params: { date: 'Fri, 11 Dec' } },
    ]);
  });

  it('at the pickup point: the countdown, and the extension when staff gave one', () => {
    expect(deadlineLines({ ...none, pickup }, 'en-hk')).toEqual([
      { key: 'order.deadlines.daysLeft', params: { count: 5, until: 'Sat, 19 Dec, 23:59' } },
    ]);
    const extended = deadlineLines({ ...none, pickup: { ...pickup, extended_days: 7 } }, 'en-hk');
    expect(extended.map((l) => l.key)).toEqual(['order.deadlines.daysLeft', 'order.deadlines.extended']);
  });

  it('overdue: a warning instead of the countdown', () => {
    expect(deadlineLines({ ...none, pickup: { ...pickup, days_left: 0, overdue: true } }, 'en-hk')).toEqual([
      { key: 'order.deadlines.overdue', params: { until: 'Sat, 19 Dec, 23:59' }, warning: true },
    ]);
  });

  it('says nothing without deadlines', () => {
    expect(deadlineLines(undefined, 'en-hk')).toEqual([]);
    expect(deadlineLines(none, 'en-hk')).toEqual([]);
  });
});
