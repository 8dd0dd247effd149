/**
 * Room names of the spec (§7): `{accountId}_CS` for an account's support chat and
 * `{buyerId}_{requesterId}_{batchNumber}` for an order chat. Account ids and batch numbers never
 * contain `_`, so the name splits unambiguously; anything else is not a room.
 */
export type ChatRoom =
  | { kind: 'support'; name: string; accountId: string }
  | { kind: 'order'; name: string; buyerId: string; requesterId: string; batchNumber: string };

export const MAX_ROOM_NAME_LENGTH = 300;
const PART = /^[A-Za-z0-9-]{1,100}$/;

export function parseRoom(value: unknown): ChatRoom | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ROOM_NAME_LENGTH) return null;
  const parts = value.split('_');
  if (!parts.every((p) => PART.test(p))) return null;
  if (parts.length === 2 && parts[1] === 'CS') return { kind: 'support', name: value, accountId: parts[0] };
  if (parts.length === 3)
    return { kind: 'order', name: value, buyerId: parts[0], requesterId: parts[1], batchNumber: parts[2] };
  return null;
}

export const supportRoomOf = (accountId: string): string => `${accountId}_CS`;

/** The Socket.IO room a joined client listens in (prefixed so it never meets the gateway's own rooms). */
export const chatSocketRoom = (room: string): string => `chat:${room}`;
