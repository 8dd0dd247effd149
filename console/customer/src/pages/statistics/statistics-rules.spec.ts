import type { StatisticDay } from '@shared/api/orders.types';
import { barLayout, defaultRange, hkDate, hkMonth, validRange } from './statistics-rules';

const day = (date: string, earn: number): StatisticDay => ({
  date,
  total_buyer_earn: earn,
  total_order_value: 0,
  total_order_number: 0,
  total_fee: 0,
  total_buyer_fee: 0,
  currency: 'USD',
});

describe('statistics rules', () => {
  it('defaults to this Hong Kong month so far and refuses a reversed range', () => {
    const today = new Date('2026-11-23T04:00:00Z');
    expect(hkDate(today)).toBe('2026-11-23');
    expect(defaultRange(today)).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    // 20:00 UTC on 30 November is already 1 December in Hong Kong (UTC+8).
    const late = new Date('2026-11-30T20:00:00Z');
    expect(hkDate(late)).toBe('2026-12-01');
    expect(hkMonth(late)).toBe('2026-12');
    expect(defaultRange(late)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(validRange('2026-11-01', '2026-11-01')).toBe(true);
    expect(validRange('2026-11-02', '2026-11-01')).toBe(false);
    expect(validRange('', '2026-11-01')).toBe(false);
  });

  it('scales bars to the largest day and keeps all-zero months flat', () => {
    const bars = barLayout([day('2026-11-01', 0), day('2026-11-02', 500), day('2026-11-03', 1000), day('2026-11-04', 250)], (d) => d.total_buyer_earn, 400, 100);
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100, 25]);
    expect(bars.map((b) => b.y)).toEqual([100, 50, 0, 75]);
    expect(bars[1].x).toBeGreaterThan(bars[0].x);
    expect(bars[3].x + bars[3].width).toBeLessThanOrEqual(400);
    expect(bars.map((b) => b.day)).toEqual([1, 2, 3, 4]);
    const flat = barLayout([day('2026-11-01', 0), day('2026-11-02', 0)], (d) => d.total_buyer_earn, 400, 100);
    expect(flat.every((b) => b.height === 0 && Number.isFinite(b.y))).toBe(true);
    expect(barLayout([], (d) => d.total_buyer_earn, 400, 100)).toEqual([]);
  });
});
