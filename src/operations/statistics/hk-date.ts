/** Hong Kong has no daylight saving: its calendar date is UTC+8 all year. */
const HK_OFFSET_MS = 8 * 60 * 60 * 1000;

export const hkDate = (at: Date): string => new Date(at.getTime() + HK_OFFSET_MS).toISOString().slice(0, 10);
export const hkMonth = (at: Date): string => hkDate(at).slice(0, 7);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** A real calendar date `YYYY-MM-DD` (no 2026-02-30), or null. */
export function parseDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2999 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return value;
}

/** A month `YYYY-MM`, or null. */
export function parseMonth(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = MONTH.exec(value);
  if (!m) return null;
  const [y, mo] = [Number(m[1]), Number(m[2])];
  return y >= 2000 && y <= 2999 && mo >= 1 && mo <= 12 ? value : null;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Every date of the month, in order. */
export function datesOfMonth(month: string): string[] {
  const [y, mo] = month.split('-').map(Number);
  return Array.from({ length: daysInMonth(y, mo) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
