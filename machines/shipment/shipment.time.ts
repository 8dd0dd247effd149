/**
 * Instants and Hong Kong calendar dates without a clock (machines/ reads none): ISO-8601 strings in,
 * epoch milliseconds in between, ISO strings and `YYYY-MM-DD` dates out. Hong Kong is UTC+8 all
 * year (no daylight saving), so its wall time is UTC shifted by eight hours.
 */
export const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/;

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The date of a day number (inverse of daysFromCivil). */
export function civilFromDays(days: number): { y: number; m: number; d: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return { y: era * 400 + yoe + (m <= 2 ? 1 : 0), m, d };
}

/** Epoch milliseconds of an ISO-8601 instant with its offset, or null when it is not one (or no real date). */
export function instantOf(iso: unknown): number | null {
  if (typeof iso !== 'string') return null;
  const m = ISO.exec(iso);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  const ms = Number((m[7] ?? '0').padEnd(3, '0'));
  const days = daysFromCivil(y, mo, d);
  const real = civilFromDays(days);
  if (real.m !== mo || real.d !== d || h > 23 || mi > 59 || s > 59) return null;
  const zone = m[8];
  const offset =
    zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4))) * 60000;
  return days * DAY_MS + ((h * 60 + mi) * 60 + s) * 1000 + ms - offset;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a day number. */
export function dateOfDay(days: number): string {
  const { y, m, d } = civilFromDays(days);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** The instant as UTC ISO-8601 with milliseconds (what the event store keeps). */
export function isoOf(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  const rest = ms - days * DAY_MS;
  const [h, mi, s, milli] = [
    Math.floor(rest / 3600000),
    Math.floor(rest / 60000) % 60,
    Math.floor(rest / 1000) % 60,
    rest % 1000,
  ];
  return `${dateOfDay(days)}T${pad(h)}:${pad(mi)}:${pad(s)}.${pad(milli, 3)}Z`;
}

/** The Hong Kong day number an instant falls on. */
export const hongKongDay = (ms: number): number => Math.floor((ms + HONG_KONG_OFFSET_MS) / DAY_MS);

/** ISO weekday (1 Monday … 7 Sunday) of a day number: 1970-01-01 was a Thursday. */
export const isoWeekday = (days: number): number => ((((days + 3) % 7) + 7) % 7) + 1;

/** At or after: whether instant `a` is not before `b` (both ISO); false when either is not an instant. */
export function notBefore(a: string, b: string): boolean {
  const [x, y] = [instantOf(a), instantOf(b)];
  return x !== null && y !== null && x >= y;
}
