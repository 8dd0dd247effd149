import { Suspense, useEffect, useState } from 'react';
import { Alert, IconButton, Tooltip } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../app/services';
import { LazyChatDialog as ChatDialog } from './lazy-chat-dialog';
import { supportRoom } from './chat-rules';
import { startSupportWidget, type SupportWidgetState } from './support-widget';

/**
 * The header's support chat: one room per account (`{accountId}_CS`) that staff answer. Opening it
 * starts the support widget with the account's identity (spec §7), which restarts 2,000 ms after
 * the connection drops (spec §9).
 */
export function SupportChatButton() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const me = session?.accountId;
  if (!me || session?.userStatus !== 0) return null;
  return (
    <>
      <Tooltip title={t('chat.supportChat')}>
        <IconButton
          color="inherit"
          aria-label={t('chat.supportChat')}
          onClick={() => setOpen(true)}
          data-testid="support-chat-button"
        >
          <SupportAgentIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <SupportChat me={me} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function SupportChat({ me, onClose }: { me: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { chat, realtime } = useServices();
  const [state, setState] = useState<SupportWidgetState>('starting');
  useEffect(() => {
    const widget = startSupportWidget({
      identity: () => chat.supportIdentity(),
      start: (payload) => realtime.supportStart(payload),
      language: () => i18n.language,
      onState: setState,
    });
    const unsubscribe = realtime.subscribe((event) => {
      if (event.kind === 'disconnected') widget.dropped();
    });
    return () => {
      unsubscribe();
      widget.stop();
    };
  }, [chat, realtime, i18n]);
  return (
    <ChatDialog
      room={supportRoom(me)}
      me={me}
      fallbackTitle={t('chat.supportTitle')}
      testId="support-chat"
      onClose={onClose}
      widgetState={state}
      banner={
        state === 'restarting' ? (
          <Alert severity="info" data-testid="support-widget-restarting">
            {t('chat.supportRestarting')}
          </Alert>
        ) : state === 'refused' ? (
          <Alert severity="error" data-testid="support-widget-refused">
            {t('chat.supportRefused')}
          </Alert>
        ) : null
      }
    />
  );
}
