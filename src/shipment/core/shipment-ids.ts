import { createHash } from 'node:crypto';
import { civilFromDays, daysFromCivil, hongKongDay, instantOf, isoWeekday } from '@machines/shipment/shipment.time';

/**
 * The shipment of a warehouse and a cut-off has one id, the same on every instance: two processes
 * that both find no open shipment both open this one, and the second append is refused by the
 * store (no_stream), so a warehouse never gets two shipments for one week.
 */
export function shipmentIdFor(warehouse: string, cutoffAt: string): string {
  const hex = createHash('sha256').update(`shipment:${warehouse.toLowerCase()}:${cutoffAt}`).digest('hex');
  // UUID-shaped (version 8, "custom"), so routes check shipment ids as they check batch ids.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** ISO year and week of a day number (Monday weeks; week 1 holds the year's first Thursday). */
function isoWeekOf(day: number): { year: number; week: number } {
  const thursday = day + 4 - isoWeekday(day);
  const year = civilFromDays(thursday).y;
  const week = Math.floor((thursday - daysFromCivil(year, 1, 1)) / 7) + 1;
  return { year, week };
}

/** `SHP-US-2026-48`: warehouse, ISO year and week of the cut-off's Hong Kong date. */
export function shipmentNumberOf(warehouse: string, cutoffAt: string): string {
  const ms = instantOf(cutoffAt);
  if (ms === null) return `SHP-${warehouse.toUpperCase()}`;
  const { year, week } = isoWeekOf(hongKongDay(ms));
  return `SHP-${warehouse.toUpperCase()}-${year}-${String(week).padStart(2, '0')}`;
}
