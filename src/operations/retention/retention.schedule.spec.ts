import { nextRetentionRun, retentionKey } from './retention.schedule';

describe('retention schedule', () => {
  it('runs later today when the hour has not come yet', () => {
    const run = nextRetentionRun(new Date('2026-11-25T07:30:00Z'), 19);
    expect(run.toISOString()).toBe('2026-11-25T19:00:00.000Z');
    expect(retentionKey(run)).toBe('retention.daily:2026-11-25');
  });

  it('runs tomorrow once the hour has come (so a run schedules the next day)', () => {
    expect(nextRetentionRun(new Date('2026-11-25T19:00:00Z'), 19).toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(nextRetentionRun(new Date('2026-12-31T23:59:00Z'), 19).toISOString()).toBe('2027-01-01T19:00:00.000Z');
  });
});
