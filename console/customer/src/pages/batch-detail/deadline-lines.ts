import type { DeadlinesView } from '@contracts/batch/deadlines';

const HONG_KONG = 'Asia/Hong_Kong';

/** A Hong Kong date (`YYYY-MM-DD`) as "Fri 5 Dec" in the locale; the date has no zone, so it is read as UTC midnight. */
export function dayText(date: string, locale: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    at,
  );
}

/** An instant (UTC ISO) as "Wed 3 Dec 18:00" in Hong Kong time, in the locale. */
export function dayTimeText(iso: string, locale: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    timeZone: HONG_KONG,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** One sentence of the deadlines panel: its i18n key and the formatted values it names. */
export interface DeadlineLine {
  key: string;
  params: Record<string, string | number>;
  /** An overdue parcel is a warning, not a plain fact. */
  warning?: boolean;
}

/**
 * The sentences the order page shows for the order's deadlines, in the order they matter: at the
 * pickup point the countdown (or the overdue warning), in overseas shipping the expected arrival,
 * before shipping the cut-off. Empty when there is nothing to say.
 */
export function deadlineLines(deadlines: DeadlinesView | undefined, locale: string): DeadlineLine[] {
  if (!deadlines) return [];
  const lines: DeadlineLine[] = [];
  const { cutoff, pickup } = deadlines;
  if (pickup) {
    const until = dayTimeText(pickup.free_until, locale);
    lines.push(
      pickup.overdue
        ? { key: 'order.deadlines.overdue', params: { until }, warning: true }
        : { key: 'order.deadlines.daysLeft', params: { count: pickup.days_left, until } },
    );
    if (pickup.extended_days > 0)
      lines.push({ key: 'order.deadlines.extended', params: { count: pickup.extended_days } });
  } else if (deadlines.expected_arrival_on) {
    lines.push({ key: 'order.deadlines.arrival', params: { date: dayText(deadlines.expected_arrival_on, locale) } });
  } else if (cutoff) {
    lines.push({
      key: 'order.deadlines.cutoff',
      params: { ships: dayText(cutoff.ships_on, locale), cutoff: dayTimeText(cutoff.cutoff_at, locale) },
    });
    lines.push({ key: 'order.deadlines.arrival', params: { date: dayText(cutoff.expected_arrival_on, locale) } });
  }
  return lines;
}
