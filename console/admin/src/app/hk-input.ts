/**
 * A date-and-time input holds a wall-clock time with no zone ("2026-12-01T09:30"); the browser
 * would read it in its own zone. Operators mean Hong Kong time wherever they are, so the console's
 * inputs show and take Hong Kong time: UTC+8 all year (Hong Kong keeps no daylight saving time).
 */
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/** A stored instant (ISO, or a Date) as the Hong Kong wall-clock time an input shows; '' for none. */
export function hkInputValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && WALL_CLOCK.test(value)) return value.slice(0, 16);
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 16);
}

/** What an operator typed, read as Hong Kong time, as the instant to store (ISO); null when cleared. */
export function fromHkInput(text: unknown): string | null {
  if (typeof text !== 'string' || text === '') return null;
  const wall = WALL_CLOCK.exec(text);
  if (!wall) return text;
  return new Date(`${wall[1]}T${wall[2]}${wall[3] ?? ':00'}+08:00`).toISOString();
}
