import { comparePositions, parsePosition } from './position';

describe('log positions', () => {
  it('reads the adapter format and bare global positions', () => {
    expect(parsePosition('768/100')).toEqual({ tx: '768', pos: '100' });
    expect(parsePosition('768:100')).toEqual({ tx: '768', pos: '100' });
    expect(parsePosition('42')).toEqual({ pos: '42' });
  });

  it('refuses garbage and out-of-range numbers', () => {
    for (const bad of ['', 'abc', '1/2/3', '99999999999999999999999/1', '1/9223372036854775808'])
      expect(parsePosition(bad)).toBeNull();
  });

  it('orders by transaction id first, then by global position (numerically)', () => {
    expect(comparePositions({ tx: '9', pos: '100' }, { tx: '10', pos: '1' })).toBe(-1);
    expect(comparePositions({ tx: '10', pos: '99' }, { tx: '10', pos: '100' })).toBe(-1);
    expect(comparePositions({ tx: '10', pos: '100' }, { tx: '10', pos: '100' })).toBe(0);
  });
});
