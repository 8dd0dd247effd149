import { timeOrderedUuid } from './time-ordered-uuid';

describe('timeOrderedUuid', () => {
  it('given a time, is a version 7 UUID whose first 48 bits are that time in milliseconds', () => {
    const at = Date.UTC(2026, 10, 25, 14, 0, 0, 123);
    const id = timeOrderedUuid(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at);
  });

  it('when made at later times, sorts after the earlier ones (as text and as PostgreSQL uuid order)', () => {
    const ids = [1, 2, 1000, 2 ** 40].map((dt) => timeOrderedUuid(1_700_000_000_000 + dt));
    expect([...ids].sort()).toEqual(ids);
  });

  it('when made in the same millisecond, differs', () => {
    const at = Date.now();
    expect(new Set(Array.from({ length: 1000 }, () => timeOrderedUuid(at))).size).toBe(1000);
  });
});
