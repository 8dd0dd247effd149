/**
 * A warehouse's weekly schedule, in Hong Kong time (UTC+8, no daylight saving): the cut-off
 * (weekday + HH:mm) by which an item must be approved to ship that week, the departure some days
 * later, and the transit days to Hong Kong. From "now" it gives the next cut-off instant and the
 * dates the order page shows: "ships with the shipment of <shipsOn> if approved by <cutoff>", and,
 * once departed, the expected arrival.
 */
import { invalidField, type ShipmentError } from './shipment.errors';
import { DAY_MS, HONG_KONG_OFFSET_MS, dateOfDay, hongKongDay, instantOf, isoOf, isoWeekday } from './shipment.time';

export interface WeeklySchedule {
  /** ISO weekday of the cut-off: 1 Monday … 7 Sunday. */
  readonly cutoffWeekday: number;
  /** Hong Kong wall time of the cut-off, `HH:mm`. */
  readonly cutoffTime: string;
  /** Whole days from the cut-off's date to the departure's (0: the same day). */
  readonly departureDays: number;
  /** Whole days from departure to arrival in Hong Kong. */
  readonly transitDays: number;
}

export interface CutoffDates {
  /** The cut-off instant (UTC ISO): approved by then, the item ships with this week's shipment. */
  readonly cutoffAt: string;
  /** The cut-off's Hong Kong date, weekday and time, for "if approved by Wed 3 Dec 18:00". */
  readonly cutoffDate: string;
  readonly cutoffWeekday: number;
  readonly cutoffTime: string;
  /** Hong Kong date of the departure: "ships with the shipment of Fri 5 Dec". */
  readonly shipsOn: string;
  readonly shipsOnWeekday: number;
  /** Hong Kong date the shipment is expected in Hong Kong. */
  readonly expectedArrivalOn: string;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const isWholeDays = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= 60;

/** The schedule's refusal naming its field, or null when it is usable. */
export function checkSchedule(schedule: WeeklySchedule): ShipmentError | null {
  const { cutoffWeekday, cutoffTime, departureDays, transitDays } = schedule;
  if (!Number.isInteger(cutoffWeekday) || cutoffWeekday < 1 || cutoffWeekday > 7) return invalidField('cutoffWeekday');
  if (typeof cutoffTime !== 'string' || !HH_MM.test(cutoffTime)) return invalidField('cutoffTime');
  if (!isWholeDays(departureDays)) return invalidField('departureDays');
  if (!isWholeDays(transitDays)) return invalidField('transitDays');
  return null;
}

/** Minutes after Hong Kong midnight of an `HH:mm` the schedule check accepted. */
const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The first cut-off at or after `now` (an item approved exactly at the cut-off still makes it). */
export function nextCutoff(schedule: WeeklySchedule, now: string): CutoffDates | ShipmentError {
  const bad = checkSchedule(schedule);
  if (bad) return bad;
  const nowMs = instantOf(now);
  if (nowMs === null) return invalidField('now');
  const today = hongKongDay(nowMs);
  const ahead = (schedule.cutoffWeekday - isoWeekday(today) + 7) % 7;
  const at = (day: number) => day * DAY_MS + minutesOf(schedule.cutoffTime) * 60000 - HONG_KONG_OFFSET_MS;
  const day = at(today + ahead) >= nowMs ? today + ahead : today + ahead + 7;
  const shipsOnDay = day + schedule.departureDays;
  return {
    cutoffAt: isoOf(at(day)),
    cutoffDate: dateOfDay(day),
    cutoffWeekday: isoWeekday(day),
    cutoffTime: schedule.cutoffTime,
    shipsOn: dateOfDay(shipsOnDay),
    shipsOnWeekday: isoWeekday(shipsOnDay),
    expectedArrivalOn: dateOfDay(shipsOnDay + schedule.transitDays),
  };
}

/** Once departed: the Hong Kong date the shipment is expected, `transitDays` after the departure's. */
export function expectedArrival(departedAt: string, transitDays: number): string | ShipmentError {
  const ms = instantOf(departedAt);
  if (ms === null) return invalidField('departedAt');
  if (!isWholeDays(transitDays)) return invalidField('transitDays');
  return dateOfDay(hongKongDay(ms) + transitDays);
}
