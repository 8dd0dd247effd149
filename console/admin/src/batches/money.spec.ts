import { money } from './money';

describe('console money()', () => {
  it('shows minor units with the currency’s own decimals', () => {
    expect(money(1234, 'USD')).toBe('12.34 USD');
    expect(money(5, 'HKD')).toBe('0.05 HKD');
    expect(money(250, 'TWD')).toBe('250 TWD');
  });
  it('falls back to two decimals for an unknown currency and a dash for no amount', () => {
    expect(money(1234, 'EUR')).toBe('12.34 EUR');
    expect(money(1234, undefined)).toBe('12.34');
    expect(money(null, 'USD')).toBe('—');
  });
});
