/** Pure chat rules (chat-rules.spec.ts): room names, merging history with live messages. */
import type { ChatMessage } from '@contracts/chat';

export const supportRoom = (accountId: string): string => `${accountId}_CS`;
export const orderRoom = (buyerId: string, requesterId: string, batchNumber: string): string =>
  `${buyerId}_${requesterId}_${batchNumber}`;

/** A message on screen: `error` when it could not be sent (spec: marked as an error). */
export interface ChatLine extends ChatMessage {
  mine: boolean;
  error: boolean;
  pending: boolean;
  /** Why the last send failed (the ack's code), when `error`. */
  failure?: string;
}

/** A message with any visible character can be sent; the server refuses empty ones too. */
export const canSend = (text: string): boolean => text.trim().length > 0;

/**
 * Adds or replaces lines by id (history, echoes of our own sends and live messages may all carry
 * the same id) and keeps them oldest first.
 */
export function mergeLines(current: readonly ChatLine[], incoming: readonly ChatLine[]): ChatLine[] {
  const byId = new Map(current.map((l) => [l.id, l]));
  for (const line of incoming) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}

export function toLine(message: ChatMessage, me: string): ChatLine {
  return { ...message, mine: message.sender === me, error: false, pending: false };
}

/** The other side's name(s) for the title: every participant but me, in the server's order. */
export function otherNames(participants: Record<string, string>, me: string): string[] {
  return Object.entries(participants)
    .filter(([id]) => id !== me)
    .map(([, name]) => name)
    .filter(Boolean);
}
