import { fromHkInput, hkInputValue } from './hk-input';

describe('date-and-time inputs in Hong Kong time, whatever the browser zone', () => {
  it('shows a stored instant as the Hong Kong wall clock', () => {
    expect(hkInputValue('2026-11-30T16:30:00.000Z')).toBe('2026-12-01T00:30');
    expect(hkInputValue(new Date('2026-06-01T01:05:00Z'))).toBe('2026-06-01T09:05');
    // What the input itself holds while the operator edits goes back as it is.
    expect(hkInputValue('2026-12-01T09:30')).toBe('2026-12-01T09:30');
    expect([hkInputValue(null), hkInputValue(''), hkInputValue('not a date')]).toEqual(['', '', '']);
  });

  it('reads what the operator typed as Hong Kong time', () => {
    expect(fromHkInput('2026-12-01T00:30')).toBe('2026-11-30T16:30:00.000Z');
    expect(fromHkInput('2026-12-01T09:30:15')).toBe('2026-12-01T01:30:15.000Z');
    expect(fromHkInput('')).toBeNull();
    expect(fromHkInput(hkInputValue('2026-03-08T10:00:00.000Z'))).toBe('2026-03-08T10:00:00.000Z');
  });
});
