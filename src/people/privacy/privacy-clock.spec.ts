import { clockOf, dueDate } from './privacy-clock';

describe('privacy request clock', () => {
  const filed = new Date('2026-11-01T10:00:00Z');
  const due = dueDate(filed);

  it('is due 30 days after filing', () => {
    expect(due.toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('counts whole days left, rounded up, while open', () => {
    expect(clockOf('open', due, filed)).toEqual({ daysLeft: 30, overdue: false });
    expect(clockOf('open', due, new Date('2026-11-16T22:00:00Z'))).toEqual({ daysLeft: 15, overdue: false });
    expect(clockOf('open', due, due)).toEqual({ daysLeft: 0, overdue: false });
  });

  it('is overdue once past the due date and still open', () => {
    expect(clockOf('open', due, new Date('2026-12-01T10:00:01Z'))).toEqual({ daysLeft: 0, overdue: true });
    expect(clockOf('open', due, new Date('2026-12-03T11:00:00Z'))).toEqual({ daysLeft: -2, overdue: true });
  });

  it('stops once answered or completed', () => {
    const late = new Date('2026-12-09T00:00:00Z');
    expect(clockOf('answered', due, late)).toEqual({ daysLeft: null, overdue: false });
    expect(clockOf('completed', due, late)).toEqual({ daysLeft: null, overdue: false });
  });
});
