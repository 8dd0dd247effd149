// Hong Kong keeps UTC+8 all year (no daylight saving), so "today in Hong Kong" is a fixed-offset
// window; computing it here avoids depending on the database's time-zone data.
const HK_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The UTC instants where the Hong Kong calendar day holding `now` starts and ends (end exclusive). */
export function hongKongDay(now: Date): { start: Date; end: Date; date: string } {
  const local = now.getTime() + HK_OFFSET_MS;
  const startLocal = Math.floor(local / DAY_MS) * DAY_MS;
  return {
    start: new Date(startLocal - HK_OFFSET_MS),
    end: new Date(startLocal - HK_OFFSET_MS + DAY_MS),
    date: new Date(startLocal).toISOString().slice(0, 10),
  };
}
