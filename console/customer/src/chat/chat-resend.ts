/** Pure rules for sending a message again under its own id (chat-resend.spec.ts). */
import { CHAT_DISCONNECTED } from '@shared/realtime/realtime-client';
import { mergeLines, type ChatLine } from './chat-rules';

/**
 * Refusals that say nothing against the message itself: the socket was down or the server's
 * database failed. The server de-duplicates by id, so sending the same id and words again is safe;
 * a refusal of the message (too long, not allowed in the room) would only be refused again.
 */
const RESENDABLE = new Set([CHAT_DISCONNECTED, 'CHAT_SEND_FAILED']);

/** A failed line of mine that a resend can get through (its Retry control). */
export const canRetry = (line: ChatLine): boolean =>
  line.mine && line.error && !line.pending && (line.failure === undefined || RESENDABLE.has(line.failure));

/**
 * What to send again, once each, when the socket comes back: my lines still waiting for an answer
 * (the drop swallowed it) or failed for a reason a resend can cure, oldest first, under their ids.
 */
export const linesToResend = (lines: readonly ChatLine[]): ChatLine[] =>
  lines.filter((line) => line.mine && (line.pending || canRetry(line)));

/** The line as it waits for a resend's answer. */
export const resending = (line: ChatLine): ChatLine => ({ ...line, pending: true, error: false, failure: undefined });

/**
 * The lines after a send of `line` failed with `code`. When the server's copy arrived meanwhile
 * (the history after a reconnect, or its push), the message was stored: it stays as the server has it.
 */
export function afterFailedSend(current: readonly ChatLine[], line: ChatLine, code: string): ChatLine[] {
  const now = current.find((l) => l.id === line.id);
  if (now && !now.pending && !now.error) return [...current];
  return mergeLines(current, [{ ...line, pending: false, error: true, failure: code }]);
}
