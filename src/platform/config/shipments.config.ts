import { checkSchedule, type WeeklySchedule } from '@machines/shipment';
import { declareConcern } from './env-variable';
import { type Env, readCount, readPositiveNumber } from './env-readers';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export const shipmentsConcern = declareConcern({
  title: 'Weekly shipments and pickup',
  summary:
    "Each overseas warehouse's weekly consolidated shipment (cut-off and transit, Hong Kong time) and the pickup point's storage and hand-off rules.",
  variables: {
    SHIPMENT_CUTOFF: {
      default: 'wed 18:00',
      description:
        'Weekly cut-off, Hong Kong time (`<weekday> HH:mm`): items approved by then ship that week. Per warehouse: `us=wed 18:00,jp=thu 12:00` (warehouses not named keep `wed 18:00`)',
    },
    SHIPMENT_DEPARTURE_DAYS: {
      default: 2,
      description: 'Days from the cut-off to the departure (one number, or per warehouse `us=2,jp=1`)',
    },
    SHIPMENT_TRANSIT_DAYS: {
      default: 'us=7,jp=4,uk=8,kr=4,cn=3,tw=3,it=9,au=7,th=5',
      description: 'Days from departure to arrival in Hong Kong, per warehouse (warehouses not named: 7)',
    },
    PICKUP_FREE_STORAGE_DAYS: {
      default: 14,
      description: 'Days a parcel waits at the pickup point free of charge before the order turns overdue',
    },
    PICKUP_REMINDER_DAYS: {
      default: '3,1',
      description: 'Days before free storage ends at which the requester is reminded (notification, e-mail, SMS)',
    },
    PICKUP_CODE_MAX_ATTEMPTS: {
      default: 5,
      description: "Wrong pickup codes in a row that lock an order's hand-off (and alert staff)",
    },
    PICKUP_CODE_LOCK_MINUTES: { default: 15, description: 'How long a locked hand-off stays locked' },
  },
});

const { names: v, variables: d } = shipmentsConcern;
const DEFAULT_TRANSIT_DAYS = 7;

export interface ShipmentsConfig {
  shipments: {
    /** The weekly schedule of a warehouse (every warehouse has one: unnamed ones take the defaults). */
    scheduleFor(warehouseId: string): WeeklySchedule;
    freeStorageDays: number;
    /** Whole days before free storage ends, largest first. */
    reminderDaysBefore: number[];
    pickupCodeMaxAttempts: number;
    pickupCodeLockMinutes: number;
  };
}

/** `us=wed 18:00,jp=thu 12:00` or a single value for every warehouse: (key → value), `*` for the default. */
function readPerWarehouse(env: Env, key: string, fallback: string): Map<string, string> {
  const raw = (env[key] ?? '').trim() || fallback;
  const map = new Map<string, string>();
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq < 0) map.set('*', part);
    else map.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  return map;
}

function parseCutoff(text: string): { cutoffWeekday: number; cutoffTime: string } | null {
  const m = /^([a-z]{3})\s+(\d{2}:\d{2})$/i.exec(text.trim());
  if (!m) return null;
  const weekday = WEEKDAYS.indexOf(m[1].toLowerCase() as (typeof WEEKDAYS)[number]) + 1;
  return weekday > 0 ? { cutoffWeekday: weekday, cutoffTime: m[2] } : null;
}

export function readShipmentsConfig(env: Env, problems: string[]): ShipmentsConfig {
  const cutoffs = readPerWarehouse(env, v.SHIPMENT_CUTOFF, d.SHIPMENT_CUTOFF.default);
  const departures = readPerWarehouse(env, v.SHIPMENT_DEPARTURE_DAYS, String(d.SHIPMENT_DEPARTURE_DAYS.default));
  const transits = readPerWarehouse(env, v.SHIPMENT_TRANSIT_DAYS, d.SHIPMENT_TRANSIT_DAYS.default);
  const keys = new Set([...cutoffs.keys(), ...departures.keys(), ...transits.keys(), '*']);
  const schedules = new Map<string, WeeklySchedule>();
  const build = (warehouse: string): WeeklySchedule | null => {
    const cutoffText = cutoffs.get(warehouse) ?? cutoffs.get('*') ?? d.SHIPMENT_CUTOFF.default;
    const cutoff = parseCutoff(cutoffText);
    if (!cutoff) {
      problems.push(`${v.SHIPMENT_CUTOFF} must be "<mon..sun> HH:mm" (got "${cutoffText}" for ${warehouse})`);
      return null;
    }
    const schedule: WeeklySchedule = {
      ...cutoff,
      departureDays: Number(departures.get(warehouse) ?? departures.get('*') ?? d.SHIPMENT_DEPARTURE_DAYS.default),
      transitDays: Number(transits.get(warehouse) ?? transits.get('*') ?? DEFAULT_TRANSIT_DAYS),
    };
    const bad = checkSchedule(schedule);
    if (bad) {
      problems.push(`Shipment schedule of ${warehouse}: ${JSON.stringify(bad.params)} is not valid`);
      return null;
    }
    return schedule;
  };
  for (const key of keys) {
    const schedule = build(key);
    if (schedule) schedules.set(key, schedule);
  }
  const fallback = schedules.get('*') ?? {
    cutoffWeekday: 3,
    cutoffTime: '18:00',
    departureDays: 2,
    transitDays: DEFAULT_TRANSIT_DAYS,
  };
  const reminders = (env[v.PICKUP_REMINDER_DAYS] ?? d.PICKUP_REMINDER_DAYS.default)
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => b - a);
  return {
    shipments: {
      scheduleFor: (warehouseId) => schedules.get(warehouseId.toLowerCase()) ?? fallback,
      freeStorageDays: readPositiveNumber(
        env,
        v.PICKUP_FREE_STORAGE_DAYS,
        d.PICKUP_FREE_STORAGE_DAYS.default,
        problems,
        false,
      ),
      reminderDaysBefore: reminders,
      pickupCodeMaxAttempts: readCount(env, v.PICKUP_CODE_MAX_ATTEMPTS, d.PICKUP_CODE_MAX_ATTEMPTS.default, problems),
      pickupCodeLockMinutes: readCount(env, v.PICKUP_CODE_LOCK_MINUTES, d.PICKUP_CODE_LOCK_MINUTES.default, problems),
    },
  };
}
