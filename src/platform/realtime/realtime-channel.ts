import type { ClientBase } from 'pg';

/** NOTIFY channel every instance LISTENs on to deliver pushes to its own sockets (README: fan-out). */
export const REALTIME_CHANNEL = 'bns_realtime';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; we stay clearly below it. */
export const MAX_PAYLOAD_BYTES = 7500;

/** One push: a Socket.IO event for every socket in any of these rooms, on every instance. */
export interface RealtimeEnvelope {
  rooms: string[];
  event: string;
  data: Record<string, unknown>;
  /** After the event: the sockets in `rooms` are disconnected (a session ended; `data.reason` says why). */
  disconnect?: boolean;
  /** After the event: the sockets in `rooms` leave these rooms (a buyer taken off a batch leaves `batch:{id}`). */
  leave?: { rooms: string[]; from: string[] };
}

/** The room of every socket opened with one session token (logout disconnects them). */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/** Rooms that follow from the actor alone; features name their own rooms (`batch:{id}`, `chat:{room}`). */
export const accountRoom = (accountId: string): string => `account:${accountId}`;
export const STAFF_ROOM = 'staff';

/**
 * Queues a push inside the caller's transaction: PostgreSQL delivers a NOTIFY only on commit, so
 * a rolled-back projection batch never pushes and a committed one always does (to every listener).
 */
export async function publishInTransaction(client: ClientBase, envelope: RealtimeEnvelope): Promise<void> {
  await client.query(NOTIFY_SQL, notifyParameters(envelope));
}

/** The NOTIFY statement and its parameters, for callers that hold a TypeORM transaction (chat). */
export const NOTIFY_SQL = `SELECT pg_notify($1, $2)`;
export function notifyParameters(envelope: RealtimeEnvelope): [string, string] {
  const payload = JSON.stringify(envelope);
  // A UTF-16 code unit is at most 3 bytes of UTF-8: counting the bytes (dear for Chinese text, once
  // per live notification in a catch-up) is only needed for a long payload.
  if (payload.length * 3 > MAX_PAYLOAD_BYTES && Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
    throw new Error(`realtime payload of ${envelope.event} is too large for NOTIFY`);
  return [REALTIME_CHANNEL, payload];
}

export function parseEnvelope(payload: string | undefined): RealtimeEnvelope | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<RealtimeEnvelope>;
    if (
      !Array.isArray(value.rooms) ||
      typeof value.event !== 'string' ||
      typeof value.data !== 'object' ||
      value.data === null
    )
      return null;
    const strings = (list: unknown): string[] =>
      Array.isArray(list) ? list.filter((r): r is string => typeof r === 'string') : [];
    const envelope: RealtimeEnvelope = { rooms: strings(value.rooms), event: value.event, data: value.data };
    if (value.disconnect === true) envelope.disconnect = true;
    if (value.leave && typeof value.leave === 'object')
      envelope.leave = { rooms: strings(value.leave.rooms), from: strings(value.leave.from) };
    return envelope;
  } catch {
    return null;
  }
}
