import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../app/services';
import { canSend, mergeLines, toLine, type ChatLine } from './chat-rules';
import { afterFailedSend, linesToResend, resending } from './chat-resend';

export type ChatState = 'loading' | 'ready' | 'forbidden' | 'failed';

/** A client id for a message: the server de-duplicates by it, so a resend never doubles. */
function newMessageId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/**
 * One chat room: history on open, then live `chat:message`s; a send that the socket cannot carry
 * stays on screen marked as an error (spec §7) instead of disappearing, with `retry` to send it
 * again. When the socket comes back, lines still unanswered or failed are sent again once, always
 * under their own id, so the server stores each message once whatever got lost.
 */
export function useChat(room: string, me: string) {
  const { chat, realtime } = useServices();
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [participants, setParticipants] = useState<Record<string, string>>({});
  const [state, setState] = useState<ChatState>('loading');
  const alive = useRef(true);
  // The reconnect handler runs outside render: it reads the lines on screen from here.
  const shown = useRef<ChatLine[]>([]);
  useEffect(() => {
    shown.current = lines;
  }, [lines]);

  /** Sends `line` (a new one or one sent before) under its id and shows the answer. */
  const deliver = useCallback(
    async (line: ChatLine) => {
      setLines((current) => mergeLines(current, [resending(line)]));
      const ack = await realtime.chatSend({ room, id: line.id, message: line.message, message_type: 'text' });
      if (!alive.current) return;
      if (ack.ok) setLines((current) => mergeLines(current, [toLine(ack.message, me)]));
      else setLines((current) => afterFailedSend(current, line, ack.code));
    },
    [realtime, room, me],
  );

  useEffect(() => {
    alive.current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- another room: clear the old room's lines before its history arrives
    setLines([]);
    setState('loading');
    const unsubscribe = realtime.subscribe((event) => {
      if (event.kind === 'chat' && event.payload.room === room)
        setLines((current) => mergeLines(current, [toLine(event.payload.message, me)]));
      // Lines the drop left unanswered or failed go again, once per reconnect, under their ids.
      if (event.kind === 'connected') for (const line of linesToResend(shown.current)) void deliver(line);
      // After a reconnect the messages sent meanwhile are only in the history.
      if (event.kind === 'resync') {
        chat.history(room).then(
          (h) =>
            alive.current &&
            setLines((current) =>
              mergeLines(
                current,
                h.data.messages.map((m) => toLine(m, me)),
              ),
            ),
          () => undefined,
        );
      }
    });
    void realtime.chatJoin(room).then((ack) => {
      if (!alive.current) return;
      if (ack.ok) setParticipants((p) => ({ ...p, ...ack.participants }));
      else if (ack.code === 'CHAT_ROOM_FORBIDDEN') setState('forbidden');
    });
    chat.history(room).then(
      (h) => {
        if (!alive.current) return;
        setParticipants((p) => ({ ...h.data.participants, ...p }));
        setLines((current) =>
          mergeLines(
            current,
            h.data.messages.map((m) => toLine(m, me)),
          ),
        );
        setState((s) => (s === 'forbidden' ? s : 'ready'));
      },
      (error: { status?: number }) => alive.current && setState(error.status === 403 ? 'forbidden' : 'failed'),
    );
    return () => {
      alive.current = false;
      unsubscribe();
      realtime.chatLeave(room);
    };
  }, [chat, realtime, room, me, deliver]);

  const send = useCallback(
    async (text: string) => {
      if (!canSend(text)) return;
      const id = newMessageId();
      const draft: ChatLine = {
        id,
        sender: me,
        message: text.trim(),
        created_at: new Date().toISOString(),
        message_type: 'text',
        mine: true,
        error: false,
        pending: true,
      };
      await deliver(draft);
    },
    [deliver, me],
  );

  /** The Retry control of a failed line: the same id and words, which the server stores once. */
  const retry = useCallback((line: ChatLine) => deliver(line), [deliver]);

  return { lines, participants, state, send, retry };
}
