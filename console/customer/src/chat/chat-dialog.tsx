import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../pages/batch-shared/format';
import { canSend, otherNames, type ChatLine } from './chat-rules';
import { canRetry } from './chat-resend';
import { useChat } from './use-chat';

interface Props {
  room: string;
  me: string;
  /** Title when no other participant is known yet (support chat: "Customer support"). */
  fallbackTitle: string;
  /** The order chat can open the batch detail in a new tab. */
  batchHref?: string;
  testId: string;
  onClose: () => void;
  /** The support widget's state (support-widget.ts), on the dialog as `data-widget-state`. */
  widgetState?: string;
  /** A line above the messages (the support widget's restart notice). */
  banner?: ReactNode;
}

/** Order chat and support chat (spec §2 dialogs): history, live messages, the other's name. */
export function ChatDialog({ room, me, fallbackTitle, batchHref, testId, onClose, widgetState, banner }: Props) {
  const { t, i18n } = useTranslation();
  const { lines, participants, state, send, retry } = useChat(room, me);
  // The server's reason when it refused the message itself; a lost connection says so.
  const failureText = (line: ChatLine) =>
    line.failure && line.failure !== 'CHAT_DISCONNECTED' && i18n.exists(`errors.${line.failure}`)
      ? t(`errors.${line.failure}`)
      : t('chat.noInternet');
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  // A block body on purpose: newer browsers return a Promise from scrollIntoView, and an effect may only return its cleanup.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length]);
  const others = otherNames(participants, me);
  const submit = () => {
    if (!canSend(text)) return;
    void send(text);
    setText('');
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      data-testid={testId}
      data-room={room}
      data-widget-state={widgetState}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }} data-testid="chat-title">
          {others.length ? others.join(', ') : fallbackTitle}
        </Box>
        {batchHref && (
          <Link
            href={batchHref}
            target="_blank"
            rel="noopener"
            variant="body2"
            data-testid="chat-open-batch"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {t('chat.openBatch')}
            <OpenInNewIcon fontSize="inherit" />
          </Link>
        )}
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320, maxHeight: 480 }}>
        {banner}
        {state === 'loading' && <CircularProgress size={24} />}
        {state === 'forbidden' && <Alert severity="error">{t('chat.forbidden')}</Alert>}
        {state === 'failed' && <Alert severity="error">{t('chat.loadFailed')}</Alert>}
        {state === 'ready' && lines.length === 0 && (
          <Typography color="text.secondary" data-testid="chat-empty">
            {t('chat.empty')}
          </Typography>
        )}
        <Stack spacing={1} data-testid="chat-messages">
          {lines.map((line) => (
            <Box
              key={line.id}
              data-testid="chat-message"
              data-mine={line.mine}
              data-error={line.error}
              sx={{ alignSelf: line.mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}
            >
              <Typography variant="caption" color="text.secondary">
                {line.mine ? t('chat.you') : (line.sender_name ?? participants[line.sender] ?? '')} ·{' '}
                {formatDateTime(line.created_at, i18n.language)}
              </Typography>
              <Box
                sx={{
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: line.mine ? 'primary.main' : 'grey.200',
                  color: line.mine ? 'primary.contrastText' : 'text.primary',
                  opacity: line.pending ? 0.6 : 1,
                }}
              >
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                  data-testid="chat-message-text"
                >
                  {line.message}
                </Typography>
              </Box>
              {line.error && (
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                  <Typography
                    variant="caption"
                    color="error"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                    data-testid="chat-message-error"
                  >
                    <ErrorOutlineIcon fontSize="inherit" />
                    {failureText(line)}
                  </Typography>
                  {canRetry(line) && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => void retry(line)}
                      aria-label={t('chat.retryLabel')}
                      data-testid="chat-message-retry"
                      sx={{ minWidth: 0, py: 0 }}
                    >
                      {t('chat.retry')}
                    </Button>
                  )}
                </Box>
              )}
            </Box>
          ))}
          <div ref={bottom} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ gap: 1 }}>
        <TextField
          fullWidth
          size="small"
          placeholder={t('chat.placeholder')}
          value={text}
          disabled={state === 'forbidden'}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          slotProps={{ htmlInput: { 'data-testid': 'chat-input', 'aria-label': t('chat.placeholder') } }}
        />
        <Button
          variant="contained"
          onClick={submit}
          disabled={!canSend(text) || state === 'forbidden'}
          data-testid="chat-send"
        >
          {t('chat.send')}
        </Button>
        <Button onClick={onClose} data-testid="chat-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
