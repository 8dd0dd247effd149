/** Pure helpers of the buyer statistics page (statistics-rules.spec.ts). */
import type { StatisticDay } from '@contracts/statistics';

/**
 * Today's date as the server counts days: Hong Kong dates (src/operations/statistics/hk-date.ts), whatever the
 * browser's time zone, so "this month" and "today" name the same days on both sides.
 */
export function hkDate(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const hkMonth = (now: Date): string => hkDate(now).slice(0, 7);

/** The default range: the first of this (Hong Kong) month to today. */
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: `${hkMonth(now)}-01`, to: hkDate(now) };
}

/** A range is asked only when both ends are dates and from is not after to. */
export function validRange(from: string, to: string): boolean {
  const re = /^\d{4}-\d{2}-\d{2}$/;
  return re.test(from) && re.test(to) && from <= to;
}

/**
 * The spec's daily figures the chart can show (§3 order statistic: earnings, order value, order
 * count, fees). `total_buyer_fee` is left out: the server sends it equal to `total_buyer_earn`,
 * so offering it would show earnings twice and hide the service fees (`total_fee`).
 */
export const DAILY_FIGURES = ['total_buyer_earn', 'total_order_value', 'total_order_number', 'total_fee'] as const;
export type DailyFigure = (typeof DAILY_FIGURES)[number];

/** Counts are plain numbers; every other figure is money in the answer's currency. */
export const isMoneyFigure = (f: DailyFigure): boolean => f !== 'total_order_number';

export interface Bar {
  date: string;
  day: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Bars for the month's days in a width × height box: equal slots, a small gap, heights scaled to
 * the largest value (all zero → no visible bars, never a division by zero).
 */
export function barLayout(
  days: readonly StatisticDay[],
  pick: (d: StatisticDay) => number,
  width: number,
  height: number,
): Bar[] {
  const max = Math.max(0, ...days.map(pick));
  const slot = days.length ? width / days.length : 0;
  const gap = Math.min(2, slot * 0.2);
  return days.map((d, i) => {
    const value = pick(d);
    const h = max > 0 ? (value / max) * height : 0;
    return {
      date: d.date,
      day: Number(d.date.slice(8, 10)),
      value,
      x: i * slot + gap / 2,
      y: height - h,
      width: Math.max(0, slot - gap),
      height: h,
    };
  });
}
