import { useEffect, useRef, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import type { ChatMessage } from '@contracts/chat';
import { http } from '../app/http';
import { realtime, useConsoleEvents } from '../app/live-refresh';
import { useHkTime } from '../app/hk-time';
import { replyFor, type UnansweredReply } from './reply-id';

/** Appends unless already there: our own send comes back as a push too (one copy per socket). */
const withMessage = (list: ChatMessage[], m: ChatMessage): ChatMessage[] =>
  list.some((x) => x.id === m.id) ? list : [...list, m];

/**
 * One chat room (a support room or a batch's order room): its history (GET /api/message/), live
 * messages (`chat:message` after `chat:join`, re-joined after a reconnect), and for staff a reply
 * box (`chat:send`). `customers` are the room's customer accounts, shown on the left.
 */
export function ChatPanel({ room, customers, testId }: { room: string; customers: string[]; testId: string }) {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const notify = useNotify();
  const { permissions } = usePermissions<string>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  // Cleared once the server answers: until then Send resends the reply under the same id.
  const unanswered = useRef<UnansweredReply | undefined>(undefined);
  const staff = permissions === 'staff';

  useEffect(() => {
    let live = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- another room: clear the old room's messages before its history arrives
    setMessages([]);
    http
      .request<{ data: { messages: ChatMessage[] } }>('GET', `/api/message/?room_name=${encodeURIComponent(room)}`)
      // Live messages that arrived before the history answer are kept after it.
      .then(
        (a) => live && setMessages((current) => current.reduce(withMessage, a.data.messages)),
        () => undefined,
      );
    // The shared client re-joins the room after every reconnect until it is left.
    void realtime.chatJoin(room);
    return () => {
      live = false;
      realtime.chatLeave(room);
    };
  }, [room]);

  useConsoleEvents((event) => {
    const push = event.kind === 'chat' || event.kind === 'support' ? event.payload : undefined;
    if (push?.room === room) setMessages((list) => withMessage(list, push.message));
  });

  const send = async () => {
    const message = text.trim();
    if (!message) return;
    const reply = replyFor(unanswered.current, room, message, () => crypto.randomUUID());
    unanswered.current = reply;
    setBusy(true);
    const ack = await realtime.chatSend({ room, id: reply.id, message, message_type: 'text' });
    setBusy(false);
    if (ack.ok) {
      unanswered.current = undefined;
      setMessages((list) => withMessage(list, ack.message));
      setText('');
    } else notify(`errors.${ack.code}`, { type: 'error' });
  };

  return (
    <Box data-testid={testId} data-room={room}>
      <Box sx={{ maxHeight: 420, overflowY: 'auto', mb: 2 }}>
        {messages.length === 0 ? (
          <Typography color="text.secondary">{translate('admin.support.noMessages')}</Typography>
        ) : null}
        {messages.map((m) => {
          const customer = customers.includes(m.sender);
          return (
            <Box
              key={m.id}
              data-testid={`${testId}-message`}
              data-mine={String(!customer)}
              sx={{ mb: 1, textAlign: customer ? 'left' : 'right' }}
            >
              <Typography variant="caption">{`${m.sender_name || m.sender} · ${hkTime(m.created_at)}`}</Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{m.message}</Typography>
            </Box>
          );
        })}
      </Box>
      {staff ? (
        <Stack useFlexGap direction="row" sx={{ flexWrap: 'wrap' }} spacing={1}>
          <TextField
            fullWidth
            size="small"
            value={text}
            label={translate('admin.support.reply')}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-input`, maxLength: 2000 } }}
          />
          <Button
            variant="contained"
            disabled={busy || !text.trim()}
            onClick={() => void send()}
            data-testid={`${testId}-send`}
          >
            {translate('admin.support.send')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
