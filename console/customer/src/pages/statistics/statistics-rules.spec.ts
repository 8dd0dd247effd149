import type { StatisticDay } from '@contracts/statistics';
import { barLayout, DAILY_FIGURES, defaultRange, hkDate, hkMonth, isMoneyFigure, validRange } from './statistics-rules';

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
    const bars = barLayout(
      [day('2026-11-01', 0), day('2026-11-02', 500), day('2026-11-03', 1000), day('2026-11-04', 250)],
      (d) => d.total_buyer_earn,
      400,
      100,
    );
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100, 25]);
    expect(bars.map((b) => b.y)).toEqual([100, 50, 0, 75]);
    expect(bars[1].x).toBeGreaterThan(bars[0].x);
    expect(bars[3].x + bars[3].width).toBeLessThanOrEqual(400);
    expect(bars.map((b) => b.day)).toEqual([1, 2, 3, 4]);
    const flat = barLayout([day('2026-11-01', 0), day('2026-11-02', 0)], (d) => d.total_buyer_earn, 400, 100);
    expect(flat.every((b) => b.height === 0 && Number.isFinite(b.y))).toBe(true);
    expect(barLayout([], (d) => d.total_buyer_earn, 400, 100)).toEqual([]);
  });

  it("offers each of the spec's daily figures once: earnings, order value, order count and the service fees", () => {
    expect(DAILY_FIGURES).toEqual(['total_buyer_earn', 'total_order_value', 'total_order_number', 'total_fee']);
    // total_buyer_fee equals total_buyer_earn on the wire: offering it would show earnings twice.
    expect(DAILY_FIGURES).not.toContain('total_buyer_fee');
    const node = {
      date: '2026-11-05',
      total_buyer_earn: 500,
      total_order_value: 5800,
      total_order_number: 1,
      total_fee: 1000,
      total_buyer_fee: 500,
      currency: 'USD',
    };
    expect(DAILY_FIGURES.map((f) => barLayout([node], (d) => d[f], 10, 10)[0].value)).toEqual([500, 5800, 1, 1000]);
    expect(DAILY_FIGURES.filter(isMoneyFigure)).toEqual(['total_buyer_earn', 'total_order_value', 'total_fee']);
  });
});
