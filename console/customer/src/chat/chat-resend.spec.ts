import { afterFailedSend, canRetry, linesToResend, resending } from './chat-resend';
import { toLine, type ChatLine } from './chat-rules';

const line = (id: string, at: string, over: Partial<ChatLine> = {}): ChatLine => ({
  ...toLine({ id, sender: 'me', message: `words ${id}`, created_at: at, message_type: 'text' }, 'me'),
  ...over,
});

describe('chat resend: the same id and words again, never a new message', () => {
  const sent = line('sent', '2026-01-01T10:00:00Z');
  const theirs = { ...line('theirs', '2026-01-01T10:01:00Z'), sender: 'them', mine: false };
  const dropped = line('dropped', '2026-01-01T10:02:00Z', { error: true, failure: 'CHAT_DISCONNECTED' });
  const dbDown = line('db-down', '2026-01-01T10:03:00Z', { error: true, failure: 'CHAT_SEND_FAILED' });
  const tooLong = line('too-long', '2026-01-01T10:04:00Z', { error: true, failure: 'CHAT_MESSAGE_TOO_LONG' });
  const forbidden = line('forbidden', '2026-01-01T10:05:00Z', { error: true, failure: 'CHAT_ROOM_FORBIDDEN' });
  const waiting = line('waiting', '2026-01-01T10:06:00Z', { pending: true });

  it('offers Retry on my lines lost to the connection or a server failure, not on refused ones', () => {
    expect([sent, theirs, dropped, dbDown, tooLong, forbidden, waiting].map(canRetry)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
    // A line failed before codes were kept (no reason known) is worth another try.
    expect(canRetry(line('unknown', '2026-01-01T10:07:00Z', { error: true }))).toBe(true);
    expect(canRetry({ ...dropped, mine: false })).toBe(false);
  });

  it('on reconnect resends my unanswered and retryable lines, oldest first, under their own ids', () => {
    const lines = [sent, theirs, dropped, dbDown, tooLong, forbidden, waiting];
    expect(linesToResend(lines).map((l) => [l.id, l.message])).toEqual([
      ['dropped', 'words dropped'],
      ['db-down', 'words db-down'],
      ['waiting', 'words waiting'],
    ]);
    expect(linesToResend([sent, theirs, tooLong])).toEqual([]);
  });

  it('a resend waits as pending with the same id, words and time', () => {
    const again = resending(dropped);
    expect(again).toMatchObject({ id: 'dropped', message: 'words dropped', created_at: dropped.created_at });
    expect([again.pending, again.error, again.failure]).toEqual([true, false, undefined]);
    // No Retry while it is on its way; a reconnect meanwhile sends it once more under the same id.
    expect(canRetry(again)).toBe(false);
    expect(linesToResend([again]).map((l) => l.id)).toEqual(['dropped']);
  });

  it("marks a failed resend with its reason, unless the server's copy arrived meanwhile", () => {
    const failed = afterFailedSend([sent, resending(dropped)], dropped, 'CHAT_DISCONNECTED');
    expect(failed.map((l) => [l.id, l.pending, l.error, l.failure])).toEqual([
      ['sent', false, false, undefined],
      ['dropped', false, true, 'CHAT_DISCONNECTED'],
    ]);
    // The history after the reconnect showed it stored: a late failure of the resend changes nothing.
    const stored = toLine({ ...dropped }, 'me');
    const kept = afterFailedSend([sent, stored], dropped, 'CHAT_DISCONNECTED');
    expect(kept.map((l) => [l.id, l.error])).toEqual([
      ['sent', false],
      ['dropped', false],
    ]);
  });
});
