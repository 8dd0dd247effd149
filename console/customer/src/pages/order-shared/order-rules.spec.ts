import { normaliseTracking, trackingProblemOf, trackingProblems, validSiteOrderId, validStars } from './order-rules';

describe('order rules', () => {
  it('checks tracking numbers before submit: required, 6-40 letters/digits/dashes, no duplicates', () => {
    const problems = trackingProblems([
      { id: 'a', tracking: '' },
      { id: 'b', tracking: '12345' },
      { id: 'c', tracking: '1Z999AA1 0123456784' },
      { id: 'd', tracking: 'sf1234567890' },
      { id: 'e', tracking: 'SF1234567890' },
      { id: 'f', tracking: 'ABC_123456' },
      { id: 'g', tracking: 'x'.repeat(41) },
    ]);
    expect(problems).toEqual({
      a: 'required',
      b: 'format',
      c: undefined,
      d: 'duplicate',
      e: 'duplicate',
      f: 'format',
      g: 'format',
    });
    expect(normaliseTracking(' 1z999aa1 0123456784 ')).toBe('1Z999AA10123456784');
  });

  it('maps the server refusals of tracking_check to the field problem', () => {
    expect(trackingProblemOf('TRACKING_NUMBER_INVALID')).toBe('format');
    expect(trackingProblemOf('TRACKING_NUMBER_IN_USE')).toBe('inUse');
    expect(trackingProblemOf('BATCH_NOT_FOUND')).toBeUndefined();
  });

  it('accepts purchase-site order IDs of 3-64 visible characters and 1-5 whole stars', () => {
    expect(validSiteOrderId('112-3456789-0000000')).toBe(true);
    expect(validSiteOrderId('ab')).toBe(false);
    expect(validSiteOrderId('with space')).toBe(false);
    expect([0, 1, 5, 6, 2.5, null].map(validStars)).toEqual([false, true, true, false, false, false]);
  });
});
